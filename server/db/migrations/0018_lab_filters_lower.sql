CREATE INDEX "labs_email_lower_idx" ON "labs" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "labs_city_lower_idx" ON "labs" USING btree (lower("city"));--> statement-breakpoint
-- The planner has no statistics on a new expression until the table is analyzed: without them it guessed 65,000 of
-- 1,000,000 labs for 13 emails and walked the name index (6.8 s) instead of this one (12 ms).
ANALYZE "labs";
