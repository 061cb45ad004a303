-- notification_unread: unread notifications per recipient (user_id; 0 for those addressed to no user, which every
-- administrator reads), kept by statement-level triggers on notifications like the list row counts (0006): the bell's
-- unread total on every screen reads one row instead of counting the recipient's notifications (docs/PERFORMANCE.md).
-- Each statement adds its rows' changes per recipient, in recipient order. The triggers are ENABLE ALWAYS (they fire
-- under session_replication_role = replica too). The notifications are locked first so that no write slips between
-- the fill and the triggers.
LOCK TABLE "notifications" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "notification_unread" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "notification_unread_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread AS c (user_id, n)
  SELECT coalesce(user_id, 0), count(*) FROM new_rows WHERE NOT read GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_unread_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread AS c (user_id, n)
  SELECT coalesce(user_id, 0), -count(*) FROM old_rows WHERE NOT read GROUP BY 1 ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_unread_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_unread AS c (user_id, n)
  SELECT user_id, sum(n) FROM (
    SELECT coalesce(user_id, 0) AS user_id, 1 AS n FROM new_rows WHERE NOT read
    UNION ALL
    SELECT coalesce(user_id, 0) AS user_id, -1 AS n FROM old_rows WHERE NOT read
  ) d
  GROUP BY user_id HAVING sum(n) <> 0 ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_unread_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notification_unread;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_unread_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_insert"();--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ALWAYS TRIGGER "notification_unread_insert";--> statement-breakpoint
CREATE TRIGGER "notification_unread_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_delete"();--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ALWAYS TRIGGER "notification_unread_delete";--> statement-breakpoint
CREATE TRIGGER "notification_unread_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_update"();--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ALWAYS TRIGGER "notification_unread_update";--> statement-breakpoint
CREATE TRIGGER "notification_unread_truncate" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_truncate"();--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ALWAYS TRIGGER "notification_unread_truncate";--> statement-breakpoint
INSERT INTO "notification_unread" (user_id, n)
SELECT coalesce(user_id, 0), count(*) FROM "notifications" WHERE NOT read GROUP BY 1 ORDER BY 1;
