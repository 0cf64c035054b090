CREATE TABLE "search_words" (
	"word" text collate "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leadpilot_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In word order, so two statements adding the same new words wait for each other in one order.
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM inserted_people AS p, unnest(p.search) AS w
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION leadpilot_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose words changed (a name, title or company): an email check changes none.
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM updated_people AS p JOIN previous_people AS o ON o.id = p.id, unnest(p.search) AS w
  WHERE p.search IS DISTINCT FROM o.search
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER people_search_words_insert AFTER INSERT ON people
  REFERENCING NEW TABLE AS inserted_people
  FOR EACH STATEMENT EXECUTE FUNCTION leadpilot_search_words_inserted();--> statement-breakpoint
CREATE TRIGGER people_search_words_update AFTER UPDATE ON people
  REFERENCING OLD TABLE AS previous_people NEW TABLE AS updated_people
  FOR EACH STATEMENT EXECUTE FUNCTION leadpilot_search_words_updated();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT w.lexeme FROM people AS p, unnest(p.search) AS w
GROUP BY 1 ORDER BY 1
ON CONFLICT DO NOTHING;
