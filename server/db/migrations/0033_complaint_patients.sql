-- A complaint's patient is a patient, as an order's (migration 0025) and a financial aid request's (0028) are:
-- complaints.patient_id may only name a user whose role is 'patient' (or none: the patient's account deleted). The
-- complaints' search reads the patients it matches through the patients' trigram indexes (partial: role = 'patient',
-- migration 0029) and takes their complaints by complaints_patient_idx (server/repos/feedbacks.ts), which finds every
-- complaint only if every complaint's patient is among them. Statement triggers check the complaints written, and
-- users_patient_role_check refuses a role change to a user with complaints too. Not ENABLE ALWAYS: like the foreign
-- keys, a bulk load under session_replication_role = replica (the seeder, whose complaints are its patients') skips them.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM complaints c JOIN users u ON u.id = c.patient_id WHERE u.role <> 'patient') THEN
    RAISE EXCEPTION 'Some complaints name a user who is not a patient: complaints.patient_id must be a patient''s.';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "complaint_patient_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN users u ON u.id = n.patient_id WHERE u.role <> 'patient') THEN
    RAISE EXCEPTION 'A complaint''s patient must be a patient.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'complaints_patient_is_patient', TABLE = 'complaints';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "complaint_patient_insert" AFTER INSERT ON "complaints" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_patient_check"();--> statement-breakpoint
CREATE TRIGGER "complaint_patient_update" AFTER UPDATE ON "complaints" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_patient_check"();--> statement-breakpoint
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
  IF EXISTS (SELECT 1 FROM complaints WHERE patient_id = NEW.id) THEN
    RAISE EXCEPTION 'A user with complaints stays a patient.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'complaints_patient_is_patient', TABLE = 'users';
  END IF;
  RETURN NULL;
END $$;
