-- A financial aid request's patient is a patient, as an order's is (migration 0025): financial_aid.patient_id may only
-- name a user whose role is 'patient'. The list sorted by patient name walks the patients' name index
-- (users_patient_name_idx, partial: role = 'patient') and reads each one's requests (server/repos/finance.ts), which
-- finds every request only if every request's patient is among them. Statement triggers check the requests written,
-- and users_patient_role_check, which refuses a role change to a user with orders, now refuses it to a user with
-- requests too. Not ENABLE ALWAYS: like the foreign keys, a bulk load under session_replication_role = replica (the
-- seeder, whose requests are its patients') skips them.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM financial_aid f JOIN users u ON u.id = f.patient_id WHERE u.role <> 'patient') THEN
    RAISE EXCEPTION 'Some financial aid requests name a user who is not a patient: financial_aid.patient_id must be a patient''s.';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "financial_aid_patient_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN users u ON u.id = n.patient_id WHERE u.role <> 'patient') THEN
    RAISE EXCEPTION 'A financial aid request''s patient must be a patient.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'financial_aid_patient_is_patient', TABLE = 'financial_aid';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "financial_aid_patient_insert" AFTER INSERT ON "financial_aid" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "financial_aid_patient_check"();--> statement-breakpoint
CREATE TRIGGER "financial_aid_patient_update" AFTER UPDATE ON "financial_aid" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "financial_aid_patient_check"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_patient_role_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM orders WHERE patient_id = NEW.id) THEN
    RAISE EXCEPTION 'A user with orders stays a patient.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_patient_is_patient', TABLE = 'users';
  END IF;
  IF EXISTS (SELECT 1 FROM financial_aid WHERE patient_id = NEW.id) THEN
    RAISE EXCEPTION 'A user with financial aid requests stays a patient.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'financial_aid_patient_is_patient', TABLE = 'users';
  END IF;
  RETURN NULL;
END $$;
