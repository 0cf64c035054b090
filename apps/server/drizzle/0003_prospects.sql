CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"logo_url" text,
	"industry" text NOT NULL,
	"sub_industry" text DEFAULT '' NOT NULL,
	"employee_count" integer NOT NULL,
	"size_band" text NOT NULL,
	"revenue_band" text NOT NULL,
	"founded_year" smallint,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"funding_stage" text DEFAULT 'none' NOT NULL,
	"funding_total_usd" bigint,
	"last_funding_at" date,
	"linkedin_url" text,
	"twitter_url" text,
	"key_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_reveals" (
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"revealed_by" uuid,
	"credits" integer NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reveals_organisation_id_person_id_pk" PRIMARY KEY("organisation_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "intent_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"score" smallint NOT NULL,
	"source" text NOT NULL,
	"observed_week" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "people_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"title" text NOT NULL,
	"seniority" text NOT NULL,
	"department" text NOT NULL,
	"company_id" uuid,
	"company_name" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"size_band" text DEFAULT '' NOT NULL,
	"revenue_band" text DEFAULT '' NOT NULL,
	"funding_stage" text DEFAULT 'none' NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"email" text,
	"email_status" text DEFAULT 'unknown' NOT NULL,
	"email_checked_at" timestamp with time zone,
	"phone" text,
	"phone_status" text DEFAULT 'unverified' NOT NULL,
	"phone_checked_at" timestamp with time zone,
	"has_phone" boolean GENERATED ALWAYS AS (phone is not null) STORED,
	"linkedin_url" text,
	"twitter_url" text,
	"bio" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provenance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(title, '') || ' ' || coalesce(company_name, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_list_people" (
	"list_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_people_list_id_person_id_pk" PRIMARY KEY("list_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"network" text NOT NULL,
	"text" text NOT NULL,
	"url" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_news" ADD CONSTRAINT "company_news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_revealed_by_users_id_fk" FOREIGN KEY ("revealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_signals" ADD CONSTRAINT "intent_signals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_people" ADD CONSTRAINT "saved_list_people_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_people" ADD CONSTRAINT "saved_list_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_unique" ON "companies" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "company_news_company_idx" ON "company_news" USING btree ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "intent_signals_topic_score_idx" ON "intent_signals" USING btree ("topic","score");--> statement-breakpoint
CREATE INDEX "intent_signals_company_idx" ON "intent_signals" USING btree ("company_id","observed_week");--> statement-breakpoint
CREATE UNIQUE INDEX "people_sequence_unique" ON "people" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin ("search");--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "people_country_idx" ON "people" USING btree ("country","sequence");--> statement-breakpoint
CREATE INDEX "people_seniority_idx" ON "people" USING btree ("seniority","sequence");--> statement-breakpoint
CREATE INDEX "people_department_idx" ON "people" USING btree ("department","sequence");--> statement-breakpoint
CREATE INDEX "people_industry_idx" ON "people" USING btree ("industry","sequence");--> statement-breakpoint
CREATE INDEX "people_size_band_idx" ON "people" USING btree ("size_band","sequence");--> statement-breakpoint
CREATE INDEX "people_technologies_idx" ON "people" USING gin ("technologies");--> statement-breakpoint
CREATE INDEX "saved_list_people_person_idx" ON "saved_list_people" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_name_unique" ON "saved_lists" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "social_posts_person_idx" ON "social_posts" USING btree ("person_id","posted_at");