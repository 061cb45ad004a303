-- user_counts: users by (role, gender, verified), kept by statement-level triggers like lab_counts and order_counts
-- (migration 0006): the user statistics card and the dashboard's user figures read a few rows instead of counting
-- every user. A user without a gender (administrators, lab accounts) has gender ''. The users are locked first so
-- that no write slips between the triggers' creation and the first count.
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"gender" text NOT NULL,
	"verified" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "user_counts_pk" PRIMARY KEY("role","gender","verified")
);--> statement-breakpoint
CREATE FUNCTION "user_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role, gender, verified, n)
  SELECT role, gender, verified, sum(n) FROM (SELECT role, coalesce(gender, '') AS gender, verified, 1 AS n FROM new_rows) d
  GROUP BY role, gender, verified HAVING sum(n) <> 0 ORDER BY role, gender, verified
  ON CONFLICT (role, gender, verified) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role, gender, verified, n)
  SELECT role, gender, verified, sum(n) FROM (SELECT role, coalesce(gender, '') AS gender, verified, -1 AS n FROM old_rows) d
  GROUP BY role, gender, verified HAVING sum(n) <> 0 ORDER BY role, gender, verified
  ON CONFLICT (role, gender, verified) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts AS c (role, gender, verified, n)
  SELECT role, gender, verified, sum(n) FROM (SELECT role, coalesce(gender, '') AS gender, verified, 1 AS n FROM new_rows UNION ALL SELECT role, coalesce(gender, '') AS gender, verified, -1 AS n FROM old_rows) d
  GROUP BY role, gender, verified HAVING sum(n) <> 0 ORDER BY role, gender, verified
  ON CONFLICT (role, gender, verified) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "user_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_insert"();--> statement-breakpoint
ALTER TABLE "users" ENABLE ALWAYS TRIGGER "user_counts_insert";--> statement-breakpoint
CREATE TRIGGER "user_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_delete"();--> statement-breakpoint
ALTER TABLE "users" ENABLE ALWAYS TRIGGER "user_counts_delete";--> statement-breakpoint
CREATE TRIGGER "user_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_update"();--> statement-breakpoint
ALTER TABLE "users" ENABLE ALWAYS TRIGGER "user_counts_update";--> statement-breakpoint
CREATE TRIGGER "user_counts_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_truncate"();--> statement-breakpoint
ALTER TABLE "users" ENABLE ALWAYS TRIGGER "user_counts_truncate";--> statement-breakpoint
INSERT INTO "user_counts" (role, gender, verified, n) SELECT role, coalesce(gender, ''), verified, count(*) FROM "users" GROUP BY 1, 2, 3;
