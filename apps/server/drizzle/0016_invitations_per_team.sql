DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_organisation_email_unique" ON "users" USING btree ("organisation_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE status <> 'invited';