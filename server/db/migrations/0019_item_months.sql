-- item_months: order items per UTC month of their order and key (the catalogue test, or the item's text when it has
-- none: test_id 0) with their count and the sum of their price (bigint), kept by statement-level triggers on
-- order_items like order_days (0015): the dashboard's top-selling tests of a month group a month's few rows by title
-- instead of every item of the month's orders (docs/PERFORMANCE.md).
-- Each item carries its order's month (order_items.order_month, the first day of the UTC month of the order's
-- created_at): a BEFORE trigger sets it from the order on every insert and change of order_id (reading the order FOR
-- SHARE, so that a change of the order's date waits for it or it for the change), and a trigger on orders moves the
-- items of an order whose created_at changes month. The aggregate's triggers then read an item's month from the item
-- alone, also when a deleted order's items go with it by cascade (the order is gone by then). The aggregate triggers
-- are ENABLE ALWAYS (they fire under session_replication_role = replica too); the BEFORE trigger is not: a replica-role
-- writer (the seeder's bulk load, a replication apply) writes order_month itself. Both tables are locked first so that
-- no write slips between the fill and the triggers.
LOCK TABLE "orders", "order_items" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "item_months" (
	"month" date NOT NULL,
	"test_id" integer NOT NULL,
	"item" text NOT NULL,
	"n" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "item_months_pk" PRIMARY KEY("month","test_id","item")
);
--> statement-breakpoint
-- The fill rewrites every item: order_items' two indexes are dropped first and built again after (about half the time
-- of updating them row by row; the table is locked for reading too from the ADD COLUMN on in any case).
ALTER TABLE "order_items" ADD COLUMN "order_month" date;--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
UPDATE "order_items" i SET "order_month" = date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date
FROM "orders" o WHERE o.id = i.order_id;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "order_month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pkey" PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE FUNCTION "order_items_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date INTO NEW.order_month
  FROM orders WHERE id = NEW.order_id FOR SHARE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_items_month_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_items i SET order_month = m.month
  FROM (
    SELECT n.id, date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date AS month
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE date_trunc('month', n.created_at AT TIME ZONE 'UTC') <> date_trunc('month', o.created_at AT TIME ZONE 'UTC')
  ) m
  WHERE i.order_id = m.id AND i.order_month <> m.month;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "item_months_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_months AS c (month, test_id, item, n, revenue)
  SELECT month, test_id, item, sum(n), sum(revenue)
  FROM (
    SELECT order_month AS month, coalesce(test_id, 0) AS test_id, CASE WHEN test_id IS NULL THEN item ELSE '' END AS item,
           1 AS n, price::bigint AS revenue
    FROM new_rows
  ) d
  GROUP BY month, test_id, item
  HAVING sum(n) <> 0 OR sum(revenue) <> 0
  ORDER BY month, test_id, item
  ON CONFLICT (month, test_id, item) DO UPDATE SET n = c.n + excluded.n, revenue = c.revenue + excluded.revenue;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "item_months_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_months AS c (month, test_id, item, n, revenue)
  SELECT month, test_id, item, sum(n), sum(revenue)
  FROM (
    SELECT order_month AS month, coalesce(test_id, 0) AS test_id, CASE WHEN test_id IS NULL THEN item ELSE '' END AS item,
           -1 AS n, -price::bigint AS revenue
    FROM old_rows
  ) d
  GROUP BY month, test_id, item
  HAVING sum(n) <> 0 OR sum(revenue) <> 0
  ORDER BY month, test_id, item
  ON CONFLICT (month, test_id, item) DO UPDATE SET n = c.n + excluded.n, revenue = c.revenue + excluded.revenue;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "item_months_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_months AS c (month, test_id, item, n, revenue)
  SELECT month, test_id, item, sum(n), sum(revenue)
  FROM (
    SELECT order_month AS month, coalesce(test_id, 0) AS test_id, CASE WHEN test_id IS NULL THEN item ELSE '' END AS item,
           1 AS n, price::bigint AS revenue
    FROM new_rows
    UNION ALL
    SELECT order_month AS month, coalesce(test_id, 0) AS test_id, CASE WHEN test_id IS NULL THEN item ELSE '' END AS item,
           -1 AS n, -price::bigint AS revenue
    FROM old_rows
  ) d
  GROUP BY month, test_id, item
  HAVING sum(n) <> 0 OR sum(revenue) <> 0
  ORDER BY month, test_id, item
  ON CONFLICT (month, test_id, item) DO UPDATE SET n = c.n + excluded.n, revenue = c.revenue + excluded.revenue;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "item_months_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_months;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_month" BEFORE INSERT OR UPDATE OF "order_id", "order_month" ON "order_items" FOR EACH ROW EXECUTE FUNCTION "order_items_month"();--> statement-breakpoint
CREATE TRIGGER "order_items_month_move" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_items_month_move"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_items_month_move";--> statement-breakpoint
CREATE TRIGGER "item_months_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_months_insert"();--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ALWAYS TRIGGER "item_months_insert";--> statement-breakpoint
CREATE TRIGGER "item_months_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_months_delete"();--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ALWAYS TRIGGER "item_months_delete";--> statement-breakpoint
CREATE TRIGGER "item_months_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_months_update"();--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ALWAYS TRIGGER "item_months_update";--> statement-breakpoint
CREATE TRIGGER "item_months_truncate" AFTER TRUNCATE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION "item_months_truncate"();--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ALWAYS TRIGGER "item_months_truncate";--> statement-breakpoint
INSERT INTO "item_months" (month, test_id, item, n, revenue)
SELECT order_month, coalesce(test_id, 0), CASE WHEN test_id IS NULL THEN item ELSE '' END, count(*), sum(price)
FROM "order_items" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
