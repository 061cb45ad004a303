-- The orders' pages sorted by an amount or a status (invoices by price; payables and receivables by Total,
-- Commission or Status) walk these indexes in the sort's order instead of sorting every matching order: 2.8–12 s at
-- 1,000,000 labs and 4,000,000 orders before (docs/PERFORMANCE.md).
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_commission_idx" ON "orders" USING btree ("commission","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_receivable_status_idx" ON "orders" USING btree ("receivable_status","id");