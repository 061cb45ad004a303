-- A deleted catalogue test is marked here and hidden at once; its services' and order items' test_id are set null in
-- small batches after the answer, then the row goes (server/repos/tests.ts purgeDeletedTests).
ALTER TABLE "tests" ADD COLUMN "deleted_at" timestamp with time zone;