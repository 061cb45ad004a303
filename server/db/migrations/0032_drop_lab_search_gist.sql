-- The global search's labs are read from lab_words (server/repos/search.ts `labMatches`, docs/DECISIONS.md "The
-- global search's labs from their words"): nothing reads the GiST index over the labs' text any more.
DROP INDEX "lab_search_gist_idx";
