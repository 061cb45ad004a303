-- The invoices' patient search (name or email ILIKE, role = 'patient') over the patients only: the two trigram indexes
-- held every user's name and e-mail, a million labs' owners included, which that search never reads (at 1,000,000 labs
-- 23 s of CPU in the seed's index builds for ≈ 1 M entries, against ≈ 20,000 patients).
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_patient_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE role = 'patient';--> statement-breakpoint
CREATE INDEX "users_patient_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE role = 'patient';