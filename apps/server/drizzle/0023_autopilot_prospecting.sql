CREATE TABLE "autopilot_digests" (
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopilot_digests_organisation_id_day_pk" PRIMARY KEY("organisation_id","day")
);
--> statement-breakpoint
CREATE TABLE "autopilot_prospecting_runs" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"organisation_id" uuid NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopilot_prospecting_runs_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
ALTER TABLE "autopilot_actions" ALTER COLUMN "inbound_message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ALTER COLUMN "reply_received_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ALTER COLUMN "classification" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD COLUMN "ledger_id" uuid;--> statement-breakpoint
ALTER TABLE "autopilot_digests" ADD CONSTRAINT "autopilot_digests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_prospecting_runs" ADD CONSTRAINT "autopilot_prospecting_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_prospecting_runs" ADD CONSTRAINT "autopilot_prospecting_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_ledger_id_send_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."send_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopilot_actions_ledger_unique" ON "autopilot_actions" USING btree ("ledger_id");--> statement-breakpoint
ALTER TABLE "autopilot_actions" ADD CONSTRAINT "autopilot_actions_reply_or_step" CHECK (("autopilot_actions"."inbound_message_id" is null) <> ("autopilot_actions"."ledger_id" is null));