-- The notifications page's total and order. notification_unread (migration 0016) now keeps each recipient's whole
-- count beside the unread one (`total`), so the page's total is one row instead of a count over the recipient's
-- notifications (the administrators' 500,000 at 1,000,000 labs: 24–107 ms a page); the four trigger functions count
-- both, and the table is refilled under the same lock as 0016's fill. The administrators' page (user_id is null, not
-- an equality: (user_id, date) cannot give its order) walks partial (date, id) and (title, id) indexes, a user's
-- (user_id, date, id): 120–195 ms of sorting a page before (docs/PERFORMANCE.md).
LOCK TABLE "notifications" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "notification_unread" ADD COLUMN "total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_unread_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread AS c (user_id, n, total)
  SELECT coalesce(user_id, 0), count(*) FILTER (WHERE NOT read), count(*) FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_unread_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread AS c (user_id, n, total)
  SELECT coalesce(user_id, 0), -count(*) FILTER (WHERE NOT read), -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_unread_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread AS c (user_id, n, total)
  SELECT user_id, sum(n), sum(total) FROM (
    SELECT coalesce(user_id, 0) AS user_id, CASE WHEN read THEN 0 ELSE 1 END AS n, 1 AS total FROM new_rows
    UNION ALL
    SELECT coalesce(user_id, 0) AS user_id, CASE WHEN read THEN 0 ELSE -1 END AS n, -1 AS total FROM old_rows
  ) d
  GROUP BY user_id HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "notification_unread";--> statement-breakpoint
INSERT INTO "notification_unread" (user_id, n, total)
SELECT coalesce(user_id, 0), count(*) FILTER (WHERE NOT read), count(*) FROM "notifications" GROUP BY 1 ORDER BY 1;--> statement-breakpoint
DROP INDEX "notifications_user_date_idx";--> statement-breakpoint
CREATE INDEX "notifications_admin_date_idx" ON "notifications" USING btree ("date","id") WHERE "notifications"."user_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_admin_title_idx" ON "notifications" USING btree ("title","id") WHERE "notifications"."user_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_date_idx" ON "notifications" USING btree ("user_id","date","id");
