CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"provider_ref" text NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"raw_size" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"in_reply_to" text,
	"references" text DEFAULT '' NOT NULL,
	"send_ledger_id" uuid,
	"enrolment_id" uuid,
	"campaign_id" uuid,
	"person_id" uuid,
	"matched_by" text,
	"kind" text,
	"label" text,
	"confidence" double precision,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bounce_kind" text,
	"bounce_recipient" text,
	"out_of_office" boolean DEFAULT false NOT NULL,
	"return_date" date,
	"referral" jsonb,
	"label_override" text,
	"override_by" uuid,
	"override_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"snoozed_until" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"effects_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_raw_size_non_negative" CHECK ("inbound_messages"."raw_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mailbox_sync_state" (
	"mailbox_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"cursor" jsonb,
	"status" text DEFAULT 'catching_up' NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"backfill_from" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_sync_state_failures_non_negative" CHECK ("mailbox_sync_state"."consecutive_failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_send_ledger_id_send_ledger_id_fk" FOREIGN KEY ("send_ledger_id") REFERENCES "public"."send_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_sync_state" ADD CONSTRAINT "mailbox_sync_state_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_sync_state" ADD CONSTRAINT "mailbox_sync_state_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_mailbox_message_unique" ON "inbound_messages" USING btree ("mailbox_id","message_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_organisation_received_idx" ON "inbound_messages" USING btree ("organisation_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_organisation_label_idx" ON "inbound_messages" USING btree ("organisation_id","label","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_campaign_received_idx" ON "inbound_messages" USING btree ("campaign_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_mailbox_received_idx" ON "inbound_messages" USING btree ("mailbox_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_effects_pending_idx" ON "inbound_messages" USING btree ("mailbox_id") WHERE "inbound_messages"."effects_at" is null;--> statement-breakpoint
CREATE INDEX "mailbox_sync_state_next_idx" ON "mailbox_sync_state" USING btree ("next_sync_at");