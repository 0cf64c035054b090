CREATE TABLE "email_verifications" (
	"address" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"checks" jsonb NOT NULL,
	"mx_host" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_verifications_address_lower" CHECK ("email_verifications"."address" = lower("email_verifications"."address")),
	CONSTRAINT "email_verifications_status_known" CHECK ("email_verifications"."status" in ('verified', 'risky', 'invalid', 'unknown'))
);
