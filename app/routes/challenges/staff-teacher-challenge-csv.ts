import { StaffTeacherChallengeQuery, type TeacherChallengeEntryNode } from "../../components/challenges/teacher/documents.ts";
import { teacherChallengeCsv } from "../../components/challenges/teacher/teacher-challenge-csv.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/staff-teacher-challenge-csv";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/** The API's largest page; the file asks for pages until it has every candidacy, never more than this many pages. */
const PAGE_SIZE = 500;
const PAGES_MAX = 100;

/**
 * Every candidacy to the teachers' super-challenge as a CSV file (a resource route: no page), for the foundation's
 * staff (the route table; the API refuses anyone else too). A refusal is answered here as text: a resource route
 * never renders the root's 403 page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const entries: TeacherChallengeEntryNode[] = [];
  let edition = "";
  for (let n = 1; n <= PAGES_MAX; n++) {
    const result = await gql(context, StaffTeacherChallengeQuery, { page: n, pageSize: PAGE_SIZE });
    if (!result.data) return fileFailure(info.lang, 500, "serverError");
    edition = result.data.teacherChallenge.edition;
    entries.push(...result.data.teacherChallengeEntries.items);
    if (n >= result.data.teacherChallengeEntries.pageCount) break;
  }
  const texts = catalogue(info.lang).teacherChallenge;
  const csv = teacherChallengeCsv(entries, (yes) => (yes ? texts.entry.yes : texts.entry.no));
  // People's data: never in a shared cache.
  return privateDownload(csv, "text/csv; charset=utf-8", texts.staff.csvFileName.replace("{{edition}}", edition));
}
