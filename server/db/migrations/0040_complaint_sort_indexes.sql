-- The complaints list sorted by status or type (a few values, thousands of complaints each) walks a (column, id) index in
-- the page's order instead of sorting a value's complaints (270–290 ms at 1,000,000 labs, docs/PERFORMANCE.md).
DROP INDEX "complaints_status_idx";--> statement-breakpoint
CREATE INDEX "complaints_type_idx" ON "complaints" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","id");