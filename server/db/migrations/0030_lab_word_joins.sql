-- The joins of each lab's words (docs/DECISIONS.md, "Joins of short runs"): where two runs of letters and digits of
-- its lower-cased search text meet across punctuation without a space ("al-mustafa", "g-9/2", "0343-2263458"), the last
-- two characters of the first run, the punctuation and the first two of the next ("al-mu", "g-9", "9/2", "43-22"), kept
-- in lab_words beside the words (same table, same walks, same triggers). A search whose runs are all shorter than 3
-- characters ("al-m", "f.8") contains such a join, and every lab that matches holds it: those labs are its candidates.
LOCK TABLE "labs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "lab_word_joins_of"(lab_name text, rest text) RETURNS TABLE (word text, in_name boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT j.word, bool_or(j.in_name) FROM (
    SELECT a.m[1] || a.m[2] || b.m[1] AS word, p.in_name
    FROM (VALUES (lower(lab_name), true), (lower(rest), false)) p(t, in_name)
    CROSS JOIN LATERAL regexp_matches(p.t, '([[:alnum:]]{1,2})([^[:alnum:][:space:]]+)(?=[[:alnum:]])', 'g')
      WITH ORDINALITY a(m, i)
    JOIN LATERAL regexp_matches(p.t, '(?<=[[:alnum:]])[^[:alnum:][:space:]]+([[:alnum:]]{1,2})', 'g')
      WITH ORDINALITY b(m, i) ON b.i = a.i
  ) j
  GROUP BY j.word
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lab_words_of"(lab_name text, rest text) RETURNS TABLE (word text, in_name boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w.word, bool_or(w.in_name) FROM (
    SELECT regexp_split_to_table(lower(lab_name), '[^[:alnum:]]+') AS word, true AS in_name
    UNION ALL
    SELECT regexp_split_to_table(lower(rest), '[^[:alnum:]]+'), false
  ) w
  WHERE length(w.word) >= 3
  GROUP BY w.word
  UNION ALL
  SELECT j.word, j.in_name FROM lab_word_joins_of(lab_name, rest) j
$$;--> statement-breakpoint
INSERT INTO "lab_words" (word, lab_id, name, in_name, verified, is_active)
SELECT j.word, l.id, l.name, j.in_name, l.verified, l.is_active
FROM "labs" l CROSS JOIN LATERAL lab_word_joins_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) j;--> statement-breakpoint
ANALYZE "lab_words";--> statement-breakpoint
ANALYZE "lab_word_list";
