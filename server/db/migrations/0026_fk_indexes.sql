-- An index on every foreign key's column whose referenced row can be deleted: the key's own ON DELETE (cascade or set
-- null) looks its rows up by that column. Without them, deleting a lab at 1,000,000 labs scanned the booked services,
-- orders and reviews (17–20 s); deleting a catalogue test scanned every service and order item.
CREATE INDEX "logos_lab_idx" ON "logos" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "reviews_patient_idx" ON "reviews" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "services_test_idx" ON "services" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "booked_services_service_idx" ON "booked_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "complaints_lab_idx" ON "complaints" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "complaints_patient_idx" ON "complaints" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "financial_aid_patient_idx" ON "financial_aid" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "order_items_test_idx" ON "order_items" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "orders_appointment_idx" ON "orders" USING btree ("appointment_id");
