CREATE TABLE "hubspot_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"connected_by_user_id" uuid,
	"hub_id" text NOT NULL,
	"hub_domain" text DEFAULT '' NOT NULL,
	"token_ciphertext" text,
	"token_expires_at" timestamp with time zone,
	"scopes" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"state_hash" text,
	"code_hash" text,
	"next_sync_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"sync_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"hub_id" text NOT NULL,
	"email" text NOT NULL,
	"hubspot_contact_id" text NOT NULL,
	"properties_hash" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"hubspot_object_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"lifecycle_stage" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"hub_id" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"hubspot_object_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hubspot_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "hubspot_connections" ADD CONSTRAINT "hubspot_connections_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_connections" ADD CONSTRAINT "hubspot_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_contacts" ADD CONSTRAINT "hubspot_contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_customers" ADD CONSTRAINT "hubspot_customers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_engagements" ADD CONSTRAINT "hubspot_engagements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubspot_sync_runs" ADD CONSTRAINT "hubspot_sync_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hubspot_connections_organisation_unique" ON "hubspot_connections" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "hubspot_connections_next_sync_idx" ON "hubspot_connections" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hubspot_contacts_organisation_hub_email_unique" ON "hubspot_contacts" USING btree ("organisation_id","hub_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "hubspot_customers_organisation_kind_value_unique" ON "hubspot_customers" USING btree ("organisation_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "hubspot_engagements_organisation_hub_key_unique" ON "hubspot_engagements" USING btree ("organisation_id","hub_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "hubspot_sync_runs_organisation_started_idx" ON "hubspot_sync_runs" USING btree ("organisation_id","started_at" DESC NULLS LAST);
