CREATE TABLE "channel_cursors" (
	"channel" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"polled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_events" (
	"step" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_events_step_visitor_hash_day_pk" PRIMARY KEY("step","visitor_hash","day")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assigned_to_user_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "admin_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "external_thread_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'KEPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "references" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "funnel_events_day_index" ON "funnel_events" USING btree ("day");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_created_at_index" ON "audit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_action_created_at_index" ON "audit_entries" USING btree ("action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_external_id_index" ON "conversation_messages" USING btree ("external_id") WHERE "conversation_messages"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_source_external_thread_id_index" ON "conversations" USING btree ("source","external_thread_id") WHERE "conversations"."external_thread_id" is not null;