CREATE TABLE "affiliate_launch_leads" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_tax_forms" (
	"affiliate_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"tin_type" text NOT NULL,
	"tin_ciphertext" text NOT NULL,
	"tin_last4" text NOT NULL,
	"address" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"recruited_by_id" uuid,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"inactivity_warned_at" timestamp with time zone,
	"is_monster_level" boolean DEFAULT false NOT NULL,
	"monster_level_since" timestamp with time zone,
	"signed_up_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliates_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "affiliates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "affiliate_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"unique_key" text NOT NULL,
	"order_id" uuid,
	"source_affiliate_id" uuid,
	"level" integer,
	"base_cents" integer,
	"reverses_entry_id" uuid,
	"payout_id" uuid,
	"actor_user_id" text,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_ledger_entries_uniqueKey_unique" UNIQUE("unique_key")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"affiliate_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"transfers_enabled" boolean DEFAULT false NOT NULL,
	"last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_accountId_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"transfer_id" text,
	"failure_reason" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"expected_arrival_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"affiliate_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"is_self_referral" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_holder_name" text,
	"routing_number" text,
	"account_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "test_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_tax_forms" ADD CONSTRAINT "affiliate_tax_forms_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_recruited_by_id_affiliates_id_fk" FOREIGN KEY ("recruited_by_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_source_affiliate_id_affiliates_id_fk" FOREIGN KEY ("source_affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_reverses_entry_id_affiliate_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."affiliate_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger_entries" ADD CONSTRAINT "affiliate_ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliates_recruited_by_id_index" ON "affiliates" USING btree ("recruited_by_id");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_entries_affiliate_id_available_at_index" ON "affiliate_ledger_entries" USING btree ("affiliate_id","available_at");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_entries_order_id_index" ON "affiliate_ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_entries_payout_id_index" ON "affiliate_ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_one_reversal_per_entry" ON "affiliate_ledger_entries" USING btree ("reverses_entry_id") WHERE reverses_entry_id is not null;--> statement-breakpoint
CREATE INDEX "payouts_status_index" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payouts_affiliate_id_created_at_index" ON "payouts" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_created_at_index" ON "payouts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_clicks_once_a_day" ON "referral_clicks" USING btree ("affiliate_id","visitor_hash","day");--> statement-breakpoint
CREATE INDEX "referrals_affiliate_id_created_at_index" ON "referrals" USING btree ("affiliate_id","created_at");