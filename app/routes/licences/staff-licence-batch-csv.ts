import { licenceCodesCsv } from "../../components/licences/licence-csv.ts";
import { LicenceBatchCodes } from "../../components/licences/staff-documents.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/staff-licence-batch-csv";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/**
 * A batch's codes as a CSV file (a resource route: no page). Licence generators only (the route table):
 * the root middleware has sent visitors to log in; its 403 is drawn by the root component, which a resource
 * route never renders, so the refusal is answered here as text. The API refuses them too.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const result = await gql(context, LicenceBatchCodes, { batchId: params.id });
  if (result.errors?.length) return fileFailure(info.lang, 500, "serverError");
  const rows = result.data?.licenceBatchCodes;
  if (!rows) return fileFailure(info.lang, 404, "notFound");
  // Batch ids are UUIDs (checked by the API): safe in the header as they are.
  const filename = `licencias-${params.id}.csv`;
  // Codes are secrets until assigned: never in a shared cache.
  return privateDownload(licenceCodesCsv(rows), "text/csv; charset=utf-8", filename);
}
