-- Pair keys in the people search index: a fourth GIN column, one key per pair of the filters
-- seniority (s), department (d), size band (z), country (c), email status (e) and "has a phone" (p),
-- e.g. 'sz:senior|51-200' (15 per person; schema-prospects.ts `peoplePairKeys`). A text search with
-- two or more of these filters ANDs pair conditions (people-filter-sql.ts), so GIN walks the posting
-- lists of the pairs instead of one list per filter value (each often a third of everyone). The
-- first three columns are unchanged. The build reads the whole table and holds writes to `people`
-- meanwhile (about 1.5 minutes at a million people); on a large live table build it beforehand with
-- CREATE INDEX CONCURRENTLY under another name, drop the old one and rename.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
DROP INDEX "people_search_filters_idx";--> statement-breakpoint
CREATE INDEX "people_search_filters_idx" ON "people" USING gin ("search",(array['s:' || seniority, 'd:' || department, 'i:' || industry, 'z:' || size_band, 'r:' || revenue_band, 'c:' || country, 'g:' || region, 'l:' || city, 'f:' || funding_stage, 'e:' || email_status, 'p:' || (phone is not null)::text]),"technologies",(array['sd:' || seniority || '|' || department, 'sz:' || seniority || '|' || size_band, 'sc:' || seniority || '|' || country, 'se:' || seniority || '|' || email_status, 'sp:' || seniority || '|' || (phone is not null)::text, 'dz:' || department || '|' || size_band, 'dc:' || department || '|' || country, 'de:' || department || '|' || email_status, 'dp:' || department || '|' || (phone is not null)::text, 'zc:' || size_band || '|' || country, 'ze:' || size_band || '|' || email_status, 'zp:' || size_band || '|' || (phone is not null)::text, 'ce:' || country || '|' || email_status, 'cp:' || country || '|' || (phone is not null)::text, 'ep:' || email_status || '|' || (phone is not null)::text]));
