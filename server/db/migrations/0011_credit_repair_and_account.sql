CREATE TABLE "credit_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"report_id" uuid,
	"bureau" text NOT NULL,
	"creditor" text NOT NULL,
	"account_last_digits" text,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"dispute_letter_id" uuid,
	"follow_up_letter_id" uuid,
	"result" text,
	"result_recorded_at" timestamp with time zone,
	"result_recorded_by" text,
	"result_recorded_by_user_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"document_id" uuid,
	"report_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid,
	"item_ids" jsonb NOT NULL,
	"sent_on" date,
	"received_on" date,
	"with_annual_free_report" boolean DEFAULT false NOT NULL,
	"response_due_on" date,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_case_updates" boolean DEFAULT true NOT NULL,
	"email_credit_reminders" boolean DEFAULT true NOT NULL,
	"email_product_news" boolean DEFAULT false NOT NULL,
	"last_report_reminder_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_items" ADD CONSTRAINT "credit_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_items" ADD CONSTRAINT "credit_items_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_items" ADD CONSTRAINT "credit_items_report_id_credit_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."credit_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_items" ADD CONSTRAINT "credit_items_dispute_letter_id_dispute_letters_id_fk" FOREIGN KEY ("dispute_letter_id") REFERENCES "public"."dispute_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_items" ADD CONSTRAINT "credit_items_follow_up_letter_id_dispute_letters_id_fk" FOREIGN KEY ("follow_up_letter_id") REFERENCES "public"."dispute_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_letters" ADD CONSTRAINT "dispute_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_letters" ADD CONSTRAINT "dispute_letters_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_letters" ADD CONSTRAINT "dispute_letters_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_items_user_id_bureau_index" ON "credit_items" USING btree ("user_id","bureau");--> statement-breakpoint
CREATE INDEX "credit_items_case_id_index" ON "credit_items" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "credit_reports_user_id_bureau_report_date_index" ON "credit_reports" USING btree ("user_id","bureau","report_date");--> statement-breakpoint
CREATE INDEX "dispute_letters_user_id_bureau_index" ON "dispute_letters" USING btree ("user_id","bureau");--> statement-breakpoint
CREATE INDEX "dispute_letters_response_due_on_index" ON "dispute_letters" USING btree ("response_due_on");