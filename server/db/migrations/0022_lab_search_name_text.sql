-- A search sorted by name (the lab lists' default) walks lab_search in name order testing each lab's text: with the
-- text in the index, that walk is an index-only scan (sequential index pages, no heap page per lab passed) instead of
-- one heap visit per lab (docs/PERFORMANCE.md, "Searches at 1,000,000 labs"). Replaces lab_search_name_idx (name, id),
-- whose order it keeps.
DROP INDEX "lab_search_name_idx";--> statement-breakpoint
CREATE INDEX "lab_search_name_text_idx" ON "lab_search" USING btree ("name","id","text");