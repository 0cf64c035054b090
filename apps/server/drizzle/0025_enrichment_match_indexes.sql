-- The enrichment matcher's keys (apps/server/src/modules/enrichment/match/match-keys.ts, character for
-- character): a person by LinkedIn profile, by email, by name at a company; a company by its name.
CREATE INDEX IF NOT EXISTS "people_linkedin_slug_idx" ON "people" ((lower(substring(linkedin_url from '/in/([^/?#]+)'))));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_email_lower_idx" ON "people" (lower(email));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_company_name_key_idx" ON "people" (company_id, (btrim(regexp_replace(lower(full_name), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g'))));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_key_idx" ON "companies" ((coalesce(nullif(regexp_replace(btrim(regexp_replace(lower(name), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g')), '( (inc|incorporated|corp|corporation|co|company|ltd|limited|llc|llp|lp|plc|gmbh|mbh|ag|kg|se|sa|sas|sarl|srl|spa|bv|nv|oy|ab|as|aps|pty|pvt|kk))+$', ''), ''), btrim(regexp_replace(lower(name), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+', ' ', 'g')))));
