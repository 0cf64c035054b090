-- The words of a job title as a set: the `simple` configuration's lexemes without the stop words of
-- title-synonyms.ts (`titleStopWords`) and without the whole of a hyphenated word (its parts stay).
-- title-search-sql.ts ranks "the exact title" by it; a test keeps the two stop-word lists equal.
CREATE FUNCTION leadpilot_title_words(title text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    select coalesce(array_agg(l), '{}'::text[])
      from unnest(tsvector_to_array(to_tsvector('simple', title))) as l
      where l <> all(array['of', 'and', 'the', 'a', 'an', 'for', 'at', 'in', 'to']::text[]) and strpos(l, '-') = 0
  $$;--> statement-breakpoint
ALTER TABLE "people"
  ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title)) STORED,
  ADD COLUMN "title_words" text[] GENERATED ALWAYS AS (leadpilot_title_words(title)) STORED;
