-- The lab list's search looks in lab_search (server/repos/labs.ts), whose lab_search_trgm_idx holds the trigrams of
-- the same lower-cased text: the second trigram index over it, on labs, goes (one trigram build fewer per seed and
-- one GIN index fewer to keep on every lab write).
DROP INDEX "labs_search_trgm_idx";
