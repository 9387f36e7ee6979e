CREATE TABLE "case_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"decided_on" date NOT NULL,
	"letter_document_id" uuid,
	"note" text,
	"recorded_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_staff_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"finding" text NOT NULL,
	"reason" text NOT NULL,
	"reviewer_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"requirement_code" text,
	"label" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"requested_by_user_id" text NOT NULL,
	"fulfilled_by_document_id" uuid,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"tcn" text,
	"ori" text,
	"quality_score" numeric(3, 2),
	"valid" boolean NOT NULL,
	"issues" jsonb NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"review_status" text DEFAULT 'RECEIVED' NOT NULL,
	"review_reason" text,
	"reviewed_by_user_id" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fingerprints_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text,
	"mail_from" text,
	"from_address" text,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"spf" text NOT NULL,
	"dkim" text NOT NULL,
	"dmarc" text NOT NULL,
	"route" text NOT NULL,
	"case_id" uuid,
	"conversation_id" uuid,
	"outcome" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"content_type" text,
	"size_bytes" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_slots_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "email_message_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "requirement_code" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploaded_by" text DEFAULT 'USER' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "review_status" text DEFAULT 'RECEIVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_decisions" ADD CONSTRAINT "case_decisions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_staff_reviews" ADD CONSTRAINT "case_staff_reviews_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_slots" ADD CONSTRAINT "upload_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_decisions_case_id_index" ON "case_decisions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_staff_reviews_case_id_created_at_index" ON "case_staff_reviews" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "document_requests_case_id_created_at_index" ON "document_requests" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "fingerprints_case_id_created_at_index" ON "fingerprints" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_received_at_index" ON "inbound_messages" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_message_id_index" ON "inbound_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "upload_slots_user_id_created_at_index" ON "upload_slots" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_slots_status_expires_at_index" ON "upload_slots" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_email_message_id_index" ON "conversation_messages" USING btree ("email_message_id");