CREATE TABLE "extension_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid,
	"company_id" uuid,
	"prospect_key" text NOT NULL,
	"source" text DEFAULT 'other' NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extension_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "extension_views" ADD CONSTRAINT "extension_views_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_views" ADD CONSTRAINT "extension_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_views" ADD CONSTRAINT "extension_views_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_views" ADD CONSTRAINT "extension_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_sign_ins" ADD CONSTRAINT "extension_sign_ins_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_sign_ins" ADD CONSTRAINT "extension_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_sign_ins" ADD CONSTRAINT "extension_sign_ins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_views_window_unique" ON "extension_views" USING btree ("organisation_id","user_id","prospect_key","window_start");--> statement-breakpoint
CREATE INDEX "extension_views_history_idx" ON "extension_views" USING btree ("organisation_id","user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "extension_sign_ins_session_unique" ON "extension_sign_ins" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "extension_sign_ins_user_idx" ON "extension_sign_ins" USING btree ("organisation_id","user_id","created_at");
