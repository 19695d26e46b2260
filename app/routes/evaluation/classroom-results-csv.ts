import { ClassroomResultsQuery } from "../../components/evaluation/documents.ts";
import { classroomResultsCsv } from "../../components/evaluation/results-csv.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/classroom-results-csv";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/**
 * A classroom's results as a CSV file (a resource route: no page), for its teacher only: the root middleware has
 * sent visitors to log in; its 403 is drawn by the root component, which a resource route never renders, so the
 * refusal is answered here as text. Another teacher's classroom is as missing as one that does not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const result = await gql(context, ClassroomResultsQuery, { id: params.id });
  if (result.errors?.length) return fileFailure(info.lang, 500, "serverError");
  const results = result.data?.classroomResults;
  if (!results) return fileFailure(info.lang, 404, "notFound");
  const texts = catalogue(info.lang).evaluation;
  // Classroom ids are whole numbers (the API found one): safe in the header as they are.
  const filename = texts.report.csvFileName.replace("{{id}}", results.classroom.id);
  // Pupils' results, the teacher's own: never in a shared cache.
  return privateDownload(classroomResultsCsv(results, texts), "text/csv; charset=utf-8", filename);
}
