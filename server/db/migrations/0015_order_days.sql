-- order_days: orders per UTC day of their creation with the sums of their total (sales) and commission (earnings),
-- kept by statement-level triggers on orders like order_counts (0006, 0008): the dashboard's weekly, monthly and
-- yearly series and a month's earnings chart add up at most a year of these rows instead of every order
-- (docs/PERFORMANCE.md). Each statement adds its rows' changes per day, in day order; the sums are bigint (64-bit).
-- The triggers are ENABLE ALWAYS (they fire under session_replication_role = replica too). The orders are locked
-- first so that no write slips between the fill and the triggers.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "order_days" (
	"day" date PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL,
	"total" bigint NOT NULL,
	"commission" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "order_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_days AS c (day, n, total, commission)
  SELECT day, sum(n), sum(total), sum(commission)
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS n, total::bigint AS total, commission::bigint AS commission FROM new_rows) d
  GROUP BY day
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(commission) <> 0
  ORDER BY day
  ON CONFLICT (day)
  DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total, commission = c.commission + excluded.commission;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_days AS c (day, n, total, commission)
  SELECT day, sum(n), sum(total), sum(commission)
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS n, -total::bigint AS total, -commission::bigint AS commission FROM old_rows) d
  GROUP BY day
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(commission) <> 0
  ORDER BY day
  ON CONFLICT (day)
  DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total, commission = c.commission + excluded.commission;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_days_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_days AS c (day, n, total, commission)
  SELECT day, sum(n), sum(total), sum(commission)
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS n, total::bigint AS total, commission::bigint AS commission FROM new_rows
    UNION ALL
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS n, -total::bigint AS total, -commission::bigint AS commission FROM old_rows
  ) d
  GROUP BY day
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(commission) <> 0
  ORDER BY day
  ON CONFLICT (day)
  DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total, commission = c.commission + excluded.commission;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_days_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_days_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_days_insert"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_days_insert";--> statement-breakpoint
CREATE TRIGGER "order_days_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_days_delete"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_days_delete";--> statement-breakpoint
CREATE TRIGGER "order_days_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_days_update"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_days_update";--> statement-breakpoint
CREATE TRIGGER "order_days_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_days_truncate"();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_days_truncate";--> statement-breakpoint
INSERT INTO "order_days" (day, n, total, commission)
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), sum(total::bigint), sum(commission::bigint)
FROM "orders" GROUP BY 1 ORDER BY 1;
