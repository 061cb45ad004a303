-- An order's patient is a patient: orders.patient_id may only name a user whose role is 'patient' (the invoices'
-- search reads its patients among those users alone, server/repos/invoices.ts). A foreign key cannot say which rows
-- of users it may reference, so statement triggers check the orders written, and a row trigger refuses a user with
-- orders a role other than patient. Not ENABLE ALWAYS: like the foreign keys, a bulk load under
-- session_replication_role = replica (the seeder, which takes its orders' patients from the patients) skips them.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM orders o JOIN users u ON u.id = o.patient_id WHERE u.role <> 'patient') THEN
    RAISE EXCEPTION 'Some orders name a user who is not a patient: orders.patient_id must be a patient''s.';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "orders_patient_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN users u ON u.id = n.patient_id WHERE u.role <> 'patient') THEN
    RAISE EXCEPTION 'An order''s patient must be a patient.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_patient_is_patient', TABLE = 'orders';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_patient_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_patient_check"();--> statement-breakpoint
CREATE TRIGGER "orders_patient_update" AFTER UPDATE ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_patient_check"();--> statement-breakpoint
CREATE FUNCTION "users_patient_role_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM orders WHERE patient_id = NEW.id) THEN
    RAISE EXCEPTION 'A user with orders stays a patient.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_patient_is_patient', TABLE = 'users';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_patient_role" AFTER UPDATE OF "role" ON "users" FOR EACH ROW WHEN (OLD.role = 'patient' AND NEW.role <> 'patient') EXECUTE FUNCTION "users_patient_role_check"();
