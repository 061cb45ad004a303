-- Each complaint's lab's name beside its search text: the complaints list sorted by lab name (and a search's matches
-- so sorted) reads complaint_search alone, through its (lab_name, id) index, instead of every complaint's lab (a
-- common text's 8,970 matches probed labs_pkey one by one at 1,000,000 labs: 150 ms–1.3 s, docs/PERFORMANCE.md). The
-- column has the database's collation, as labs.name has: the same order. Kept by the triggers that keep the text
-- (migration 0035): a complaint inserted or updated (its lab changed, or set to null by the foreign key when its lab
-- is deleted) and a lab renamed, under session_replication_role = replica too (ENABLE ALWAYS, unchanged).
ALTER TABLE "complaint_search" ADD COLUMN "lab_name" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "complaint_search_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO complaint_search AS s (id, text, lab_name)
  SELECT n.id, complaint_search_text(n.type, n.status, n.description, l.name, p.name, p.email), l.name
  FROM new_rows n LEFT JOIN labs l ON l.id = n.lab_id LEFT JOIN users p ON p.id = n.patient_id
  ORDER BY n.id
  ON CONFLICT (id) DO UPDATE SET text = excluded.text, lab_name = excluded.lab_name
  WHERE (s.text, s.lab_name) IS DISTINCT FROM (excluded.text, excluded.lab_name);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "complaint_search_lab_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaint_search s
  SET text = complaint_search_text(c.type, c.status, c.description, n.name, p.name, p.email), lab_name = n.name
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id AND o.name IS DISTINCT FROM n.name
  JOIN complaints c ON c.lab_id = n.id
  LEFT JOIN users p ON p.id = c.patient_id
  WHERE s.id = c.id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The fill: the table emptied and filled again, as the seeder refills it (db/seed/writer.ts), its indexes built after
-- the rows. An UPDATE of every row would leave as many dead rows (the table twice its size until a vacuum) and, with
-- the trigram index in place, cost ≈ 40 s at 1,000,000 labs.
DROP INDEX "complaint_search_grams_idx";--> statement-breakpoint
TRUNCATE "complaint_search";--> statement-breakpoint
INSERT INTO "complaint_search" (id, text, lab_name)
SELECT c.id, complaint_search_text(c.type, c.status, c.description, l.name, p.name, p.email), l.name
FROM "complaints" c LEFT JOIN "labs" l ON l.id = c.lab_id LEFT JOIN "users" p ON p.id = c.patient_id
ORDER BY c.id;--> statement-breakpoint
CREATE INDEX "complaint_search_grams_idx" ON "complaint_search" USING gin ("grams" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaint_search_lab_name_idx" ON "complaint_search" USING btree ("lab_name","id");--> statement-breakpoint
ANALYZE "complaint_search";
