CREATE INDEX "orders_lab_type_idx" ON "orders" USING btree ("lab_id","payment_type");--> statement-breakpoint
DROP INDEX "orders_lab_idx";
