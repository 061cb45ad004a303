-- A state's labs by (name, id) with the id in the index: the whole list's page keeps its order, and a search's count
-- within a state joins lab_search's matches to the state's ids read from this index alone (index-only) instead of a
-- sequential scan of every lab (docs/PERFORMANCE.md, "Name-sorted search pages at 1,000,000 labs").
DROP INDEX "labs_state_name_idx";--> statement-breakpoint
CREATE INDEX "labs_state_name_id_idx" ON "labs" USING btree ("verified","is_active","name","id");
