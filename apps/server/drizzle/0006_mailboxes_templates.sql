CREATE TABLE "consent_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"code_hash" text,
	"result_mailbox_id" uuid
);
--> statement-breakpoint
CREATE TABLE "mailbox_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"to_address" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"daily_limit" integer DEFAULT 50 NOT NULL,
	"sending_window" jsonb,
	"signature_id" uuid,
	"tracking_domain" text DEFAULT '' NOT NULL,
	"smtp_settings" jsonb,
	"imap_settings" jsonb,
	"secret_ciphertext" text,
	"token_expires_at" timestamp with time zone,
	"provider_account_id" text,
	"calendar_settings" jsonb,
	"warmup_enabled" boolean DEFAULT false NOT NULL,
	"warmup_target" integer DEFAULT 30 NOT NULL,
	"warmup_started_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailboxes_email_lower" CHECK ("mailboxes"."email" = lower("mailboxes"."email")),
	CONSTRAINT "mailboxes_daily_limit_positive" CHECK ("mailboxes"."daily_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "warmup_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_mailbox_id" uuid NOT NULL,
	"to_mailbox_id" uuid NOT NULL,
	"token" text NOT NULL,
	"subject" text NOT NULL,
	"in_reply_to_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"landed_in" text,
	"checked_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"rescued_at" timestamp with time zone,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"request_id" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_micros" integer DEFAULT 0 NOT NULL,
	"credits" integer NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"html" text NOT NULL,
	"scope" text NOT NULL,
	"user_id" uuid,
	"mailbox_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"edited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'shared' NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_states" ADD CONSTRAINT "consent_states_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_states" ADD CONSTRAINT "consent_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_states" ADD CONSTRAINT "consent_states_result_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("result_mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_sends" ADD CONSTRAINT "mailbox_sends_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_messages" ADD CONSTRAINT "warmup_messages_from_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("from_mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_messages" ADD CONSTRAINT "warmup_messages_to_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("to_mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_signatures" ADD CONSTRAINT "custom_signatures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_signatures" ADD CONSTRAINT "custom_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_signatures" ADD CONSTRAINT "custom_signatures_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_versions" ADD CONSTRAINT "email_template_versions_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_versions" ADD CONSTRAINT "email_template_versions_edited_by_user_id_users_id_fk" FOREIGN KEY ("edited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_states_state_hash_unique" ON "consent_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "consent_states_expires_idx" ON "consent_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_sends_idempotency_unique" ON "mailbox_sends" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mailbox_sends_mailbox_day_idx" ON "mailbox_sends" USING btree ("mailbox_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_organisation_mode_email_unique" ON "mailboxes" USING btree ("organisation_id","mode","email");--> statement-breakpoint
CREATE INDEX "mailboxes_warmup_idx" ON "mailboxes" USING btree ("warmup_enabled","status");--> statement-breakpoint
CREATE UNIQUE INDEX "warmup_messages_token_unique" ON "warmup_messages" USING btree ("token");--> statement-breakpoint
CREATE INDEX "warmup_messages_from_idx" ON "warmup_messages" USING btree ("from_mailbox_id","sent_at");--> statement-breakpoint
CREATE INDEX "warmup_messages_to_idx" ON "warmup_messages" USING btree ("to_mailbox_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_generations_request_unique" ON "ai_generations" USING btree ("organisation_id","request_id");--> statement-breakpoint
CREATE INDEX "ai_generations_organisation_idx" ON "ai_generations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_organisation_key_unique" ON "custom_fields" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE INDEX "custom_signatures_organisation_idx" ON "custom_signatures" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_template_versions_unique" ON "email_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "email_templates_organisation_idx" ON "email_templates" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "email_templates_fields_idx" ON "email_templates" USING gin ("fields");