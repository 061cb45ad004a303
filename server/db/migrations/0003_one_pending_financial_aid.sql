-- Duplicates made before this rule (concurrent requests): the oldest pending request of an appointment stays, the
-- others are rejected with a reason, so the unique index can be built.
UPDATE "financial_aid" SET "status" = 'Rejected', "reject_reason" = 'Duplicate request (one pending request per appointment)', "decided_by" = 'system', "decided_at" = now()
WHERE "status" = 'Pending Response' AND "appointment_id" IS NOT NULL AND "id" NOT IN (
  SELECT min("id") FROM "financial_aid" WHERE "status" = 'Pending Response' AND "appointment_id" IS NOT NULL GROUP BY "appointment_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "financial_aid_one_pending_uq" ON "financial_aid" USING btree ("appointment_id") WHERE "financial_aid"."status" = 'Pending Response';
