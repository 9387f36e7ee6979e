CREATE TABLE "case_package_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"package_code" text NOT NULL,
	"recommended_package" text,
	"warning_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"remind_on" date NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_review_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"outcome_reason" text,
	"outcome_by_user_id" text,
	"outcome_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "case_package_choices" ADD CONSTRAINT "case_package_choices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_package_choices" ADD CONSTRAINT "case_package_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reminders" ADD CONSTRAINT "case_reminders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reminders" ADD CONSTRAINT "case_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_review_acknowledgements" ADD CONSTRAINT "case_review_acknowledgements_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_review_acknowledgements" ADD CONSTRAINT "case_review_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_package_choices_case_id_created_at_index" ON "case_package_choices" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_reminders_case_id_index" ON "case_reminders" USING btree ("case_id") WHERE "case_reminders"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE UNIQUE INDEX "case_review_acknowledgements_case_id_index" ON "case_review_acknowledgements" USING btree ("case_id");