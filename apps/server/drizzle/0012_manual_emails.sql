CREATE TABLE "manual_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor_user_id" uuid,
	"mailbox_id" uuid,
	"enrolment_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"message_id" text NOT NULL,
	"state" text DEFAULT 'sending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "manual_emails" ADD CONSTRAINT "manual_emails_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_emails" ADD CONSTRAINT "manual_emails_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_emails" ADD CONSTRAINT "manual_emails_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_emails" ADD CONSTRAINT "manual_emails_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_emails_idempotency_unique" ON "manual_emails" USING btree ("organisation_id","idempotency_key");