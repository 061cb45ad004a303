-- The labs' words in byte collation (docs/DECISIONS.md, "The labs' words in byte collation"): a word is only ever
-- compared by equality (the walks of lab_words_walk_idx and lab_words_name_walk_idx) and LIKE (lab_word_list), which
-- answer the same in every deterministic collation; in "C" the indexes' and the refills' sorts compare words with
-- memcmp and abbreviated keys instead of strcoll. The lab names keep the database's collation (the lists' order).
ALTER TABLE "lab_word_list" ALTER COLUMN "word" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "lab_words" ALTER COLUMN "word" SET DATA TYPE text collate "C";