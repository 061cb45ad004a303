-- Each complaint's search text: what a complaints search matches (type, status or description, the lab's name, the
-- patient's name or email: each ILIKE '%q%'), joined by U+001F, which the API never searches for (a text holding it is
-- searched column by column, repos/feedbacks.ts), so a match here is a match in one of the six. Lower-cased: the
-- search is `text LIKE lower('%q%')`, what ILIKE computes in a UTF-8 database (lower() of both sides), without
-- lower-casing each candidate's text again. Its trigram index is on `grams`, the text with every character but a letter
-- or digit replaced by `q` (one run: every three consecutive characters are a trigram, where pg_trgm would split `al-m`
-- into `al` and `m`, held by half the complaints); the search tests `grams LIKE` the text so replaced (every match's
-- grams hold it), then `text LIKE` on those candidates. One trigram lookup answers the search, its page and its exact
-- count, instead of a search through the labs and patients so named (a name held by 180,000 labs at 1,000,000 labs:
-- 1–3 s, docs/PERFORMANCE.md). Kept by statement triggers (ENABLE ALWAYS: they fire under session_replication_role =
-- replica too, the seed's bulk load) on complaints (insert, update: a lab or patient set to null by their foreign keys
-- is an update), labs (a name changed) and users (a name or email changed), and by the foreign key's cascade (delete).
-- Replaces the trigram indexes of complaints' own columns (migration 0034), which nothing reads now.
CREATE TABLE "complaint_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"grams" text GENERATED ALWAYS AS (regexp_replace(text, '[^[:alnum:]]', 'q', 'g')) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "complaints_type_trgm_idx";--> statement-breakpoint
DROP INDEX "complaints_status_trgm_idx";--> statement-breakpoint
DROP INDEX "complaints_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "complaint_search" ADD CONSTRAINT "complaint_search_id_complaints_id_fk" FOREIGN KEY ("id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "complaint_search_text"(type text, status text, description text, lab_name text, patient_name text, patient_email text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(concat_ws(E'\x1f', type, status, description, lab_name, patient_name, patient_email))
$$;--> statement-breakpoint
CREATE FUNCTION "complaint_search_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO complaint_search AS s (id, text)
  SELECT n.id, complaint_search_text(n.type, n.status, n.description, l.name, p.name, p.email)
  FROM new_rows n LEFT JOIN labs l ON l.id = n.lab_id LEFT JOIN users p ON p.id = n.patient_id
  ORDER BY n.id
  ON CONFLICT (id) DO UPDATE SET text = excluded.text WHERE s.text IS DISTINCT FROM excluded.text;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "complaint_search_insert" AFTER INSERT ON "complaints" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_search_apply"();--> statement-breakpoint
ALTER TABLE "complaints" ENABLE ALWAYS TRIGGER "complaint_search_insert";--> statement-breakpoint
CREATE TRIGGER "complaint_search_update" AFTER UPDATE ON "complaints" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_search_apply"();--> statement-breakpoint
ALTER TABLE "complaints" ENABLE ALWAYS TRIGGER "complaint_search_update";--> statement-breakpoint
CREATE FUNCTION "complaint_search_lab_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaint_search s
  SET text = complaint_search_text(c.type, c.status, c.description, n.name, p.name, p.email)
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id AND o.name IS DISTINCT FROM n.name
  JOIN complaints c ON c.lab_id = n.id
  LEFT JOIN users p ON p.id = c.patient_id
  WHERE s.id = c.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "complaint_search_lab_update" AFTER UPDATE ON "labs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_search_lab_renamed"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "complaint_search_lab_update";--> statement-breakpoint
CREATE FUNCTION "complaint_search_patient_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE complaint_search s
  SET text = complaint_search_text(c.type, c.status, c.description, l.name, n.name, n.email)
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id AND (o.name, o.email) IS DISTINCT FROM (n.name, n.email)
  JOIN complaints c ON c.patient_id = n.id
  LEFT JOIN labs l ON l.id = c.lab_id
  WHERE s.id = c.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "complaint_search_patient_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_search_patient_renamed"();--> statement-breakpoint
ALTER TABLE "users" ENABLE ALWAYS TRIGGER "complaint_search_patient_update";--> statement-breakpoint
INSERT INTO "complaint_search" (id, text)
SELECT c.id, complaint_search_text(c.type, c.status, c.description, l.name, p.name, p.email)
FROM "complaints" c LEFT JOIN "labs" l ON l.id = c.lab_id LEFT JOIN "users" p ON p.id = c.patient_id
ORDER BY c.id;--> statement-breakpoint
CREATE INDEX "complaint_search_grams_idx" ON "complaint_search" USING gin ("grams" gin_trgm_ops);--> statement-breakpoint
ANALYZE "complaint_search";
