CREATE TABLE "enrichment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"kind" text DEFAULT 'normal' NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"row_count" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"ai_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stage" text DEFAULT 'uploaded' NOT NULL,
	"stage_reason" text DEFAULT '' NOT NULL,
	"estimate" jsonb,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_matched" integer DEFAULT 0 NOT NULL,
	"credits_spent" integer DEFAULT 0 NOT NULL,
	"found_by_column" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrichment_rows" (
	"file_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"organisation_id" uuid NOT NULL,
	"cells" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"person_id" uuid,
	"match_rule" text,
	"match_confidence" real,
	"added" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "enrichment_rows_file_id_row_number_pk" PRIMARY KEY("file_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "enrichment_files" ADD CONSTRAINT "enrichment_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_files" ADD CONSTRAINT "enrichment_files_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_rows" ADD CONSTRAINT "enrichment_rows_file_id_enrichment_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."enrichment_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_rows" ADD CONSTRAINT "enrichment_rows_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_rows" ADD CONSTRAINT "enrichment_rows_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrichment_files_organisation_idx" ON "enrichment_files" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "enrichment_rows_pending_idx" ON "enrichment_rows" USING btree ("file_id","status");--> statement-breakpoint
CREATE INDEX "enrichment_rows_organisation_idx" ON "enrichment_rows" USING btree ("organisation_id");