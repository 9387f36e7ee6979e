ALTER TABLE "conversation_messages" ADD COLUMN "mail_checks" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "is_sender_verified" boolean;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "is_sender_verified" boolean;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "held_storage_key" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reviewed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_case_id_received_at_index" ON "inbound_messages" USING btree ("case_id","received_at");