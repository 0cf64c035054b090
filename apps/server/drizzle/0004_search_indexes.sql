CREATE INDEX "people_search_filters_idx" ON "people" USING gin ("search",(array['s:' || seniority, 'd:' || department, 'i:' || industry, 'z:' || size_band, 'r:' || revenue_band, 'c:' || country, 'g:' || region, 'l:' || city, 'f:' || funding_stage, 'e:' || email_status, 'p:' || (phone is not null)::text]),"technologies");--> statement-breakpoint
CREATE INDEX "people_name_idx" ON "people" USING btree ("full_name","sequence");--> statement-breakpoint
DROP INDEX "people_search_idx";--> statement-breakpoint
DROP INDEX "people_technologies_idx";
