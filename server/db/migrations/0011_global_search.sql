CREATE INDEX "labs_contact_idx" ON "labs" USING btree ("contact_number");--> statement-breakpoint
CREATE INDEX "labs_name_prefix_idx" ON "labs" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "orders_patient_lab_idx" ON "orders" USING btree ("patient_id","lab_id");--> statement-breakpoint
CREATE INDEX "staff_cnic_idx" ON "staff" USING btree ("cnic");--> statement-breakpoint
CREATE INDEX "staff_contact_idx" ON "staff" USING btree ("contact_number");--> statement-breakpoint
CREATE INDEX "staff_name_prefix_idx" ON "staff" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "staff_search_trgm_idx" ON "staff" USING gin ((lower("name" || ' ' || "cnic" || ' ' || "contact_number")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tests_title_prefix_idx" ON "tests" USING btree (lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "tests_title_trgm_idx" ON "tests" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_contact_idx" ON "users" USING btree ("contact_number");--> statement-breakpoint
CREATE INDEX "users_patient_name_idx" ON "users" USING btree ("name","id") WHERE role = 'patient';--> statement-breakpoint
CREATE INDEX "users_patient_prefix_idx" ON "users" USING btree (lower("name") collate "C","id") WHERE role = 'patient';--> statement-breakpoint
CREATE INDEX "users_patient_search_trgm_idx" ON "users" USING gin ((lower("name" || ' ' || "email" || ' ' || coalesce("contact_number", ''))) gin_trgm_ops) WHERE role = 'patient';