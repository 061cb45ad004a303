-- order_counts also keeps the sums of the orders' total and commission per key, beside the row count: the dashboard's
-- revenue figures, total earnings and the receivables' totals read a few rows instead of adding up every order
-- (docs/PERFORMANCE.md). Kept by the same statement triggers, which now also add a key's change when only the money
-- moved. The orders are locked first so that no write slips between the fill and the triggers.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (payment_type, status, receivable_status, n, total, commission)
  SELECT payment_type, status, receivable_status, sum(n), sum(total), sum(commission)
  FROM (SELECT payment_type, status, receivable_status, 1 AS n, total, commission FROM new_rows) d
  GROUP BY payment_type, status, receivable_status
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(commission) <> 0
  ORDER BY payment_type, status, receivable_status
  ON CONFLICT (payment_type, status, receivable_status)
  DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total, commission = c.commission + excluded.commission;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (payment_type, status, receivable_status, n, total, commission)
  SELECT payment_type, status, receivable_status, sum(n), sum(total), sum(commission)
  FROM (SELECT payment_type, status, receivable_status, -1 AS n, -total AS total, -commission AS commission FROM old_rows) d
  GROUP BY payment_type, status, receivable_status
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(commission) <> 0
  ORDER BY payment_type, status, receivable_status
  ON CONFLICT (payment_type, status, receivable_status)
  DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total, commission = c.commission + excluded.commission;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (payment_type, status, receivable_status, n, total, commission)
  SELECT payment_type, status, receivable_status, sum(n), sum(total), sum(commission)
  FROM (
    SELECT payment_type, status, receivable_status, 1 AS n, total, commission FROM new_rows
    UNION ALL
    SELECT payment_type, status, receivable_status, -1 AS n, -total AS total, -commission AS commission FROM old_rows
  ) d
  GROUP BY payment_type, status, receivable_status
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(commission) <> 0
  ORDER BY payment_type, status, receivable_status
  ON CONFLICT (payment_type, status, receivable_status)
  DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total, commission = c.commission + excluded.commission;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "order_counts" AS c SET total = s.total, commission = s.commission
FROM (
  SELECT payment_type, status, receivable_status, sum(total) AS total, sum(commission) AS commission
  FROM "orders" GROUP BY payment_type, status, receivable_status
) s
WHERE (c.payment_type, c.status, c.receivable_status) = (s.payment_type, s.status, s.receivable_status);
