CREATE INDEX "webhook_deliveries_delivering_idx" ON "webhook_deliveries" USING btree ("endpoint_id") WHERE "webhook_deliveries"."status" = 'delivering';
