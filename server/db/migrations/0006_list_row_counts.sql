-- Derived tables kept by statement-level triggers, for exact list totals that cost less than a COUNT(*) over the rows
-- (docs/PERFORMANCE.md "The database path against DRF").
--
-- 1. Exact row counts of the unfiltered lists (docs/PERFORMANCE.md "The database path
-- against DRF"): labs by (verified, is_active), the lists' states; orders by (payment_type, status, receivable_status),
-- the payables' and receivables' lists. A list's total is then a sum over a few rows, read in the page's own statement
-- (one snapshot), instead of a COUNT(*) over every matching row.
-- Each statement adds its rows' changes per key, in key order (two writers never wait on each other in opposite
-- orders). The triggers are ENABLE ALWAYS: they fire under session_replication_role = replica too (the seed's bulk load).
--
-- 2. lab_search: each lab's search text (the expression of labs_search_trgm_idx, db/schema.ts labSearchText) in a
-- narrow trigram-indexed table: a search's exact count reads these rows instead of re-computing the expression over
-- the labs' rows. Deleted with its lab (foreign key, ON DELETE CASCADE).
--
-- The tables are locked first so that no write slips between the triggers' creation and the first count.
LOCK TABLE "labs", "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "lab_counts" (
	"verified" boolean NOT NULL,
	"is_active" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "lab_counts_pk" PRIMARY KEY("verified","is_active")
);--> statement-breakpoint
CREATE TABLE "order_counts" (
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"receivable_status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_counts_pk" PRIMARY KEY("payment_type","status","receivable_status")
);--> statement-breakpoint
CREATE FUNCTION "lab_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lab_counts AS c (verified, is_active, n)
  SELECT verified, is_active, sum(n) FROM (SELECT verified, is_active, 1 AS n FROM new_rows) d GROUP BY verified, is_active HAVING sum(n) <> 0 ORDER BY verified, is_active
  ON CONFLICT (verified, is_active) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lab_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lab_counts AS c (verified, is_active, n)
  SELECT verified, is_active, sum(n) FROM (SELECT verified, is_active, -1 AS n FROM old_rows) d GROUP BY verified, is_active HAVING sum(n) <> 0 ORDER BY verified, is_active
  ON CONFLICT (verified, is_active) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lab_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lab_counts AS c (verified, is_active, n)
  SELECT verified, is_active, sum(n) FROM (SELECT verified, is_active, 1 AS n FROM new_rows UNION ALL SELECT verified, is_active, -1 AS n FROM old_rows) d GROUP BY verified, is_active HAVING sum(n) <> 0 ORDER BY verified, is_active
  ON CONFLICT (verified, is_active) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "lab_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lab_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_counts_insert" AFTER INSERT ON "labs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_counts_insert"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_counts_insert";--> statement-breakpoint
CREATE TRIGGER "lab_counts_delete" AFTER DELETE ON "labs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_counts_delete"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_counts_delete";--> statement-breakpoint
CREATE TRIGGER "lab_counts_update" AFTER UPDATE ON "labs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_counts_update"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_counts_update";--> statement-breakpoint
CREATE TRIGGER "lab_counts_truncate" AFTER TRUNCATE ON "labs" FOR EACH STATEMENT EXECUTE FUNCTION "lab_counts_truncate"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_counts_truncate";--> statement-breakpoint
INSERT INTO "lab_counts" (verified, is_active, n) SELECT verified, is_active, count(*) FROM "labs" GROUP BY verified, is_active;--> statement-breakpoint
CREATE FUNCTION "order_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (payment_type, status, receivable_status, n)
  SELECT payment_type, status, receivable_status, sum(n) FROM (SELECT payment_type, status, receivable_status, 1 AS n FROM new_rows) d GROUP BY payment_type, status, receivable_status HAVING sum(n) <> 0 ORDER BY payment_type, status, receivable_status
  ON CONFLICT (payment_type, status, receivable_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (payment_type, status, receivable_status, n)
  SELECT payment_type, status, receivable_status, sum(n) FROM (SELECT payment_type, status, receivable_status, -1 AS n FROM old_rows) d GROUP BY payment_type, status, receivable_status HAVING sum(n) <> 0 ORDER BY payment_type, status, receivable_status
  ON CONFLICT (payment_type, status, receivable_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (payment_type, status, receivable_status, n)
  SELECT payment_type, status, receivable_status, sum(n) FROM (SELECT payment_type, status, receivable_status, 1 AS n FROM new_rows UNION ALL SELECT payment_type, status, receivable_status, -1 AS n FROM old_rows) d GROUP BY payment_type, status, receivable_status HAVING sum(n) <> 0 ORDER BY payment_type, status, receivable_status
  ON CONFLICT (payment_type, status, receivable_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_insert"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_counts_insert";--> statement-breakpoint
CREATE TRIGGER "order_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_delete"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_counts_delete";--> statement-breakpoint
CREATE TRIGGER "order_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_update"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_counts_update";--> statement-breakpoint
CREATE TRIGGER "order_counts_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_truncate"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_counts_truncate";--> statement-breakpoint
INSERT INTO "order_counts" (payment_type, status, receivable_status, n) SELECT payment_type, status, receivable_status, count(*) FROM "orders" GROUP BY payment_type, status, receivable_status;--> statement-breakpoint
CREATE TABLE "lab_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);--> statement-breakpoint
ALTER TABLE "lab_search" ADD CONSTRAINT "lab_search_id_labs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "lab_search_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lab_search AS s (id, text)
  SELECT id, lower(name || ' ' || email || ' ' || city || ' ' || address || ' ' || contact_number) FROM new_rows ORDER BY id
  ON CONFLICT (id) DO UPDATE SET text = excluded.text WHERE s.text IS DISTINCT FROM excluded.text;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lab_search_insert" AFTER INSERT ON "labs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_search_apply"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_search_insert";--> statement-breakpoint
CREATE TRIGGER "lab_search_update" AFTER UPDATE ON "labs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lab_search_apply"();--> statement-breakpoint
ALTER TABLE "labs" ENABLE ALWAYS TRIGGER "lab_search_update";--> statement-breakpoint
INSERT INTO "lab_search" (id, text) SELECT id, lower(name || ' ' || email || ' ' || city || ' ' || address || ' ' || contact_number) FROM "labs";--> statement-breakpoint
CREATE INDEX "lab_search_trgm_idx" ON "lab_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "lab_search";
