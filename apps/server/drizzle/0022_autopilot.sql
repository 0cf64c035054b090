CREATE TABLE "autopilot_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"enrolment_id" uuid,
	"inbound_message_id" uuid NOT NULL,
	"mailbox_id" uuid,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"prospect_email" text DEFAULT '' NOT NULL,
	"prospect_name" text DEFAULT '' NOT NULL,
	"reply_subject" text DEFAULT '' NOT NULL,
	"reply_text" text DEFAULT '' NOT NULL,
	"reply_received_at" timestamp with time zone NOT NULL,
	"classification" jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"escalations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_up_on" date,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"is_edited_by_person" boolean DEFAULT false NOT NULL,
	"decided_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopilot_actions_attempts_non_negative" CHECK ("autopilot_actions"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "autopilot_campaigns" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"settings" jsonb NOT NULL,
	"ideal_customer" jsonb,
	"knowledge" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"enabled_at" timestamp with time zone,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopilot_kill_switches" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"is_on" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_inbound_message_id_inbound_messages_id_fk" FOREIGN KEY ("inbound_message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_campaigns" ADD CONSTRAINT "autopilot_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_campaigns" ADD CONSTRAINT "autopilot_campaigns_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_campaigns" ADD CONSTRAINT "autopilot_campaigns_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_kill_switches" ADD CONSTRAINT "autopilot_kill_switches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_kill_switches" ADD CONSTRAINT "autopilot_kill_switches_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopilot_actions_inbound_unique" ON "autopilot_actions" USING btree ("inbound_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "autopilot_actions_idempotency_unique" ON "autopilot_actions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "autopilot_actions_organisation_created_idx" ON "autopilot_actions" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "autopilot_actions_campaign_status_idx" ON "autopilot_actions" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "autopilot_actions_due_idx" ON "autopilot_actions" USING btree ("send_at") WHERE "autopilot_actions"."status" in ('scheduled', 'approved', 'sending');