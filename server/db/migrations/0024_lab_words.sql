-- Each lab's words (docs/DECISIONS.md, "Per-word candidates in name order"): the runs of letters and digits of its
-- lower-cased search text (lab_search.text: name, email, city, address, contact number) of 3 characters or more, one
-- row per lab and word, with the lab's name (the walk's order), whether the word is in the name, and the lab's state.
-- A search's text contains its longest run of letters and digits, which lies inside one word of every lab that
-- matches: the labs whose words hold that run (read from lab_word_list, the distinct words, trigram-indexed) are the
-- candidates, walked in name order per word (lab_words_walk_idx; a lab-name search's through lab_words_name_walk_idx),
-- so a page reads about as many entries as it shows.
-- Kept by statement triggers on labs (insert, update) and by the foreign key's cascade (delete); lab_word_list by
-- triggers on lab_words. The labs are locked first so that no write slips between the fill and the triggers.
LOCK TABLE "labs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "lab_words" (
	"word" text NOT NULL,
	"lab_id" integer NOT NULL,
	"name" text NOT NULL,
	"in_name" boolean NOT NULL,
	"verified" boolean NOT NULL,
	"is_active" boolean NOT NULL
);--> statement-breakpoint
CREATE TABLE "lab_word_list" (
	"word" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "lab_words_of"(lab_name text, rest text) RETURNS TABLE (word text, in_name boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w.word, bool_or(w.in_name) FROM (
    SELECT regexp_split_to_table(lower(lab_name), '[^[:alnum:]]+') AS word, true AS in_name
    UNION ALL
    SELECT regexp_split_to_table(lower(rest), '[^[:alnum:]]+'), false
  ) w
  WHERE length(w.word) >= 3
  GROUP BY w.word
$$;--> statement-breakpoint
INSERT INTO "lab_words" (word, lab_id, name, in_name, verified, is_active)
SELECT w.word, l.id, l.name, w.in_name, l.verified, l.is_active
FROM "labs" l CROSS JOIN LATERAL lab_words_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) w;--> statement-breakpoint
INSERT INTO "lab_word_list" (word, n) SELECT word, count(*) FROM "lab_words" GROUP BY word;--> statement-breakpoint
ALTER TABLE "lab_words" ADD CONSTRAINT "lab_words_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_words_walk_idx" ON "lab_words" USING btree ("word","name","lab_id","in_name","verified","is_active");--> statement-breakpoint
CREATE INDEX "lab_words_name_walk_idx" ON "lab_words" USING btree ("word","name","lab_id") WHERE "lab_words"."in_name";--> statement-breakpoint
CREATE INDEX "lab_words_lab_idx" ON "lab_words" USING btree ("lab_id","word");--> statement-breakpoint
CREATE INDEX "lab_word_list_trgm_idx" ON "lab_word_list" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "lab_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lab_words (word, lab_id, name, in_name, verified, is_active)
  SELECT w.word, n.id, n.name, w.in_name, n.verified, n.is_active
  FROM new_rows n CROSS JOIN LATERAL lab_words_of(n.name, n.email || ' ' || n.city || ' ' || n.address || ' ' || n.contact_number) w
  ORDER BY w.word, n.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lab_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The words of the labs whose text, name or state changed go, and come back from the new row.
  DELETE FROM lab_words w USING old_rows o
  WHERE w.lab_id = o.id AND NOT EXISTS (
    SELECT 1 FROM new_rows n WHERE n.id = o.id
      AND (n.name, n.email, n.city, n.address, n.contact_number, n.verified, n.is_active)
        IS NOT DISTINCT FROM (o.name, o.email, o.city, o.address, o.contact_number, o.verified, o.is_active));
  INSERT INTO lab_words (word, lab_id, name, in_name, verified, is_active)
  SELECT w.word, n.id, n.name, w.in_name, n.verified, n.is_active
  FROM new_rows n CROSS JOIN LATERAL lab_words_of(n.name, n.email || ' ' || n.city || ' ' || n.address || ' ' || n.contact_number) w
  WHERE NOT EXISTS (
    SELECT 1 FROM old_rows o WHERE o.id = n.id
      AND (n.name, n.email, n.city, n.address, n.contact_number, n.verified, n.is_active)
        IS NOT DISTINCT FROM (o.name, o.email, o.city, o.address, o.contact_number, o.verified, o.is_active))
  ORDER BY w.word, n.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lab_word_list_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lab_word_list AS l (word, n)
  SELECT word, count(*) FROM new_rows GROUP BY word ORDER BY word
  ON CONFLICT (word) DO UPDATE SET n = l.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lab_word_list_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The words' rows locked in word order, as the insert's upsert takes them: two writers meet, never cross.
  PERFORM 1 FROM lab_word_list l WHERE l.word IN (SELECT word FROM old_rows) ORDER BY l.word FOR UPDATE;
  UPDATE lab_word_list l SET n = l.n - g.n
  FROM (SELECT word, count(*) AS n FROM old_rows GROUP BY word ORDER BY word) g
  WHERE l.word = g.word;
  DELETE FROM lab_word_list l WHERE l.n <= 0 AND l.word IN (SELECT word FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_words_insert" AFTER INSERT ON "labs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_words_insert"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_words_insert";--> statement-breakpoint
CREATE TRIGGER "lab_words_update" AFTER UPDATE ON "labs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_words_update"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_words_update";--> statement-breakpoint
CREATE TRIGGER "lab_word_list_insert" AFTER INSERT ON "lab_words" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_word_list_insert"();--> statement-breakpoint
ALTER TABLE "lab_words" ENABLE ALWAYS TRIGGER "lab_word_list_insert";--> statement-breakpoint
CREATE TRIGGER "lab_word_list_delete" AFTER DELETE ON "lab_words" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_word_list_delete"();--> statement-breakpoint
ALTER TABLE "lab_words" ENABLE ALWAYS TRIGGER "lab_word_list_delete";--> statement-breakpoint
ANALYZE "lab_words";--> statement-breakpoint
ANALYZE "lab_word_list";
