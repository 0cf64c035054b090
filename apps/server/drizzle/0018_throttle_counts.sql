CREATE TABLE "throttle_counts" (
	"limiter" text NOT NULL,
	"key_hash" text NOT NULL,
	"times_ms" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at_ms" bigint,
	"alerted_at_ms" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_counts_limiter_key_hash_pk" PRIMARY KEY("limiter","key_hash")
);
--> statement-breakpoint
CREATE INDEX "throttle_counts_expires_at_idx" ON "throttle_counts" USING btree ("expires_at");