-- btree_gist lets one exclusion constraint compare the calendar (=) and the time range (&&) together.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_team_page_members" (
	"team_page_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"cap_per_day" integer,
	"cap_per_week" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_team_page_members_team_page_id_calendar_id_pk" PRIMARY KEY("team_page_id","calendar_id"),
	CONSTRAINT "booking_team_page_members_caps_positive" CHECK (coalesce("booking_team_page_members"."cap_per_day", 1) > 0 and coalesce("booking_team_page_members"."cap_per_week", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_team_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"meeting_minutes" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"host_user_id" uuid,
	"team_page_id" uuid,
	"person_id" uuid,
	"prospect_email" text NOT NULL,
	"prospect_name" text NOT NULL,
	"prospect_time_zone" text,
	"note" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"provider_event_id" text,
	"provider_sequence" integer,
	"video_url" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_sequence_positive" CHECK ("bookings"."sequence" >= 0),
	CONSTRAINT "bookings_email_lower" CHECK ("bookings"."prospect_email" = lower("bookings"."prospect_email"))
);
--> statement-breakpoint
ALTER TABLE "booking_team_page_members" ADD CONSTRAINT "booking_team_page_members_team_page_id_booking_team_pages_id_fk" FOREIGN KEY ("team_page_id") REFERENCES "public"."booking_team_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_team_page_members" ADD CONSTRAINT "booking_team_page_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_team_page_members" ADD CONSTRAINT "booking_team_page_members_calendar_id_mailboxes_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_team_pages" ADD CONSTRAINT "booking_team_pages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calendar_id_mailboxes_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_team_page_id_booking_team_pages_id_fk" FOREIGN KEY ("team_page_id") REFERENCES "public"."booking_team_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_team_page_members_calendar_idx" ON "booking_team_page_members" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_team_pages_slug_unique" ON "booking_team_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "booking_team_pages_organisation_idx" ON "booking_team_pages" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key_unique" ON "bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_calendar_starts_idx" ON "bookings" USING btree ("calendar_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_organisation_starts_idx" ON "bookings" USING btree ("organisation_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_organisation_email_idx" ON "bookings" USING btree ("organisation_id","prospect_email");--> statement-breakpoint
-- One calendar never holds two live bookings whose times overlap (drizzle-kit cannot declare this).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calendar_no_overlap" EXCLUDE USING gist ("calendar_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
