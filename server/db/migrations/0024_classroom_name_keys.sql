-- Classroom name keys as the evaluation service makes them (classroomNameKey: without case, accents or spaces). The demo
-- seed stored its classroom's key with its spaces, so a second classroom with the same name was let in. Keys are already
-- lower-case and without accents; only the spaces go. A key is left as it is where its corrected value is taken by the
-- same teacher in the same school year, already or by an earlier classroom of this update (the unique index would refuse
-- it; both classrooms stay).
UPDATE "classrooms" AS c
SET "name_key" = regexp_replace(c."name_key", '\s+', '', 'g')
WHERE c."name_key" ~ '\s'
  AND NOT EXISTS (
    SELECT 1 FROM "classrooms" AS o
    WHERE o."user_id" = c."user_id" AND o."school_year" = c."school_year"
      AND (o."name_key" = regexp_replace(c."name_key", '\s+', '', 'g')
        OR (o."id" < c."id" AND o."name_key" ~ '\s' AND regexp_replace(o."name_key", '\s+', '', 'g') = regexp_replace(c."name_key", '\s+', '', 'g')))
  );
