// The limit's statements on PostgreSQL.
import { SQL } from './sqlite-store.mjs';

// PostgreSQL: the texts Daftar sends, character for character (Kysely's output, on one line; laid
// out here on several). Kysely binds the statuses in the read queries as parameters, so they are
// parameters here too.
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
export const PG_SQL = {
  user: SQL.user,
  // registration.repository.ts, addContextQuery: values [student, 'approved', 'rejected', student,
  // subject].
  addContext: oneLine(`select "p"."id" as "period_id", "p"."start_date", "p"."end_date",
    "p"."closed_at", "p"."credit_max", "r"."id" as "registration_id",
    "r"."status" as "registration_status", r.xmin::text as "registration_version",
    "s"."id" as "subject_id", "s"."code", "s"."name", "s"."credits", "f"."id" as "faculty_id",
    "f"."name" as "faculty_name",
    exists (select "os"."id" from "sections" as "os" where "os"."subject_id" = "s"."id"
      and "os"."period_id" = "p"."id") as "offered",
    exists (select "rs"."id" from "registration_subjects" as "rs"
      where "rs"."registration_id" = "r"."id" and "rs"."subject_id" = "s"."id") as "selected",
    (select coalesce(json_agg(agg), '[]') from (select "pre"."code", "pre"."name"
      from "subject_prerequisites" as "sp"
      inner join "subjects" as "pre" on "pre"."id" = "sp"."prerequisite_id"
      where "sp"."subject_id" = "s"."id" and not exists (select "done"."id"
        from "registration_subjects" as "done"
        inner join "registrations" as "dr" on "dr"."id" = "done"."registration_id"
        inner join "registration_periods" as "dp" on "dp"."id" = "dr"."period_id"
        where "dr"."student_id" = $1 and "done"."subject_id" = "sp"."prerequisite_id"
        and "done"."status" = $2 and "dp"."start_date" < "p"."start_date")
      order by "pre"."code") as agg) as "missing_prerequisites",
    (select coalesce(json_agg(agg), '[]') from (select "h"."id", "hs"."code", "hs"."name",
      "hs"."credits", "hm"."day", "hm"."start_minute", "hm"."end_minute"
      from "registration_subjects" as "h"
      inner join "subjects" as "hs" on "hs"."id" = "h"."subject_id"
      left join "section_meetings" as "hm" on "hm"."section_id" = "h"."section_id"
      where "h"."registration_id" = "r"."id" and "h"."status" != $3) as agg) as "held",
    (select coalesce(json_agg(agg), '[]') from (select "sec"."id", "sec"."number",
      "sec"."capacity", "sec"."registered", "sec"."lecturer" from "sections" as "sec"
      where "sec"."subject_id" = "s"."id" and "sec"."period_id" = "p"."id"
      order by "sec"."number") as agg) as "sections",
    (select coalesce(json_agg(agg), '[]') from (select "m"."section_id", "m"."day",
      "m"."start_minute", "m"."end_minute", "m"."room" from "section_meetings" as "m"
      inner join "sections" as "ms" on "ms"."id" = "m"."section_id"
      where "ms"."subject_id" = "s"."id" and "ms"."period_id" = "p"."id"
      order by "ms"."number", "m"."day", "m"."start_minute") as agg) as "section_meetings"
    from "registration_periods" as "p"
    left join "registrations" as "r" on "r"."period_id" = "p"."id" and "r"."student_id" = $4
    left join "subjects" as "s" on "s"."id" = $5
    left join "faculties" as "f" on "f"."id" = "s"."faculty_id"
    where "p"."is_current" = 1`),
  // removeContextQuery: values [student].
  removeContext: oneLine(`select "p"."id" as "period_id", "p"."start_date", "p"."end_date",
    "p"."closed_at", "p"."credit_max", "r"."id" as "registration_id",
    "r"."status" as "registration_status", r.xmin::text as "registration_version",
    (select coalesce(json_agg(agg), '[]') from (select "rs"."id", "rs"."subject_id",
      "rs"."section_id", "rs"."status" from "registration_subjects" as "rs"
      where "rs"."registration_id" = "r"."id") as agg) as "selections"
    from "registration_periods" as "p"
    left join "registrations" as "r" on "r"."period_id" = "p"."id" and "r"."student_id" = $1
    where "p"."is_current" = 1`),
  // createRegistrationQuery: values [student, period, 'draft', now, now].
  createRegistration:
    'insert into "registrations" ("student_id", "period_id", "status", "created_at", "updated_at") values ($1, $2, $3, $4, $5) on conflict ("student_id", "period_id") do nothing',
  // The functions of Daftar's migration 0002-seat-functions.
  takeSeat: 'select take_seat_if_unchanged($1, $2::xid, $3, $4::integer[], $5, $6) as "outcome"',
  removeSelection: 'select remove_selection_if_unchanged($1, $2::xid, $3, $4, $5, $6) as "removed"',
};
