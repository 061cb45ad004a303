-- lab_search carries each lab's name too, indexed with the id: a search sorted by name (the lab lists' default) walks
-- this narrow table in name order, testing the stored search text, and reads only the page's labs, instead of walking
-- the labs by name and re-computing the lower-cased expression on every lab it passes (docs/PERFORMANCE.md,
-- "The database path against DRF"). Kept by the same statement triggers as the text.
-- The table is refilled rather than updated in place: an UPDATE of every row would leave as many dead rows and put
-- every row again through the trigram index's pending list, and searches would read both until a vacuum (measured:
-- throughput ÷ 4 at 100,000 labs). The labs are locked first so that no write slips between the fill and the trigger.
LOCK TABLE "labs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP INDEX "lab_search_trgm_idx";--> statement-breakpoint
TRUNCATE "lab_search";--> statement-breakpoint
ALTER TABLE "lab_search" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lab_search_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lab_search AS s (id, name, text)
  SELECT id, name, lower(name || ' ' || email || ' ' || city || ' ' || address || ' ' || contact_number) FROM new_rows ORDER BY id
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, text = excluded.text
  WHERE (s.name, s.text) IS DISTINCT FROM (excluded.name, excluded.text);
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "lab_search" (id, name, text)
SELECT id, name, lower(name || ' ' || email || ' ' || city || ' ' || address || ' ' || contact_number) FROM "labs";--> statement-breakpoint
CREATE INDEX "lab_search_trgm_idx" ON "lab_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_search_name_idx" ON "lab_search" USING btree ("name","id");--> statement-breakpoint
ANALYZE "lab_search";
