import { ClassroomResultsQuery } from "../../components/evaluation/documents.ts";
import { buildClassroomReportPdf, classroomReportFileName } from "../../components/evaluation/report-pdf.server.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/classroom-report";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/**
 * A classroom's class report as a PDF in the page's language (a resource route: no page, only the file), for its
 * teacher only: the root middleware has sent visitors to log in; the route table's refusal is answered here as text
 * (a resource route never renders the root's 403 page). Another teacher's classroom is as missing as none.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const result = await gql(context, ClassroomResultsQuery, { id: params.id });
  if (result.errors?.length) return fileFailure(info.lang, 500, "serverError");
  const results = result.data?.classroomResults;
  if (!results) return fileFailure(info.lang, 404, "notFound");
  const bytes = await buildClassroomReportPdf(results, info.lang, info.origin);
  // Pupils' results, the teacher's own: not for shared caches.
  return privateDownload(bytes as Uint8Array<ArrayBuffer>, "application/pdf", classroomReportFileName(results.classroom.id, info.lang));
}
