-- Lists sorted by a column many rows share walk a (column, id) index in the page's order, not a sort of each shared
-- value's rows: the labs by city, verified or active (a few dozen cities and two states each hold tens of thousands
-- of labs: 0.85–1 s at 1,000,000 labs), the orders by date (the newest instant holds 12,139 orders there: 160–560
-- ms; docs/PERFORMANCE.md). (city, id) and (created_at, id) serve what (city) and (created_at) did.
DROP INDEX "labs_city_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "labs_city_id_idx" ON "labs" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "labs_verified_id_idx" ON "labs" USING btree ("verified","id");--> statement-breakpoint
CREATE INDEX "labs_active_id_idx" ON "labs" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");