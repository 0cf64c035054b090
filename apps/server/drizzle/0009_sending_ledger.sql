CREATE TABLE "communication_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid,
	"enrolment_id" uuid,
	"ledger_id" uuid,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"variant_id" uuid,
	"mailbox_id" uuid,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "send_ledger_attempts_non_negative" CHECK ("send_ledger"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "communication_events" ADD CONSTRAINT "communication_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_events" ADD CONSTRAINT "communication_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_events" ADD CONSTRAINT "communication_events_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_events" ADD CONSTRAINT "communication_events_ledger_id_send_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."send_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_ledger" ADD CONSTRAINT "send_ledger_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_ledger" ADD CONSTRAINT "send_ledger_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_ledger" ADD CONSTRAINT "send_ledger_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_ledger" ADD CONSTRAINT "send_ledger_step_id_campaign_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."campaign_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_ledger" ADD CONSTRAINT "send_ledger_variant_id_campaign_step_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."campaign_step_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_ledger" ADD CONSTRAINT "send_ledger_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communication_events_organisation_at_idx" ON "communication_events" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "communication_events_enrolment_at_idx" ON "communication_events" USING btree ("enrolment_id","at");--> statement-breakpoint
CREATE INDEX "communication_events_campaign_at_idx" ON "communication_events" USING btree ("campaign_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "send_ledger_enrolment_step_unique" ON "send_ledger" USING btree ("enrolment_id","step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "send_ledger_message_id_unique" ON "send_ledger" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "send_ledger_state_due_idx" ON "send_ledger" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "send_ledger_mailbox_sent_idx" ON "send_ledger" USING btree ("mailbox_id","sent_at");--> statement-breakpoint
CREATE INDEX "send_ledger_campaign_state_idx" ON "send_ledger" USING btree ("campaign_id","state");