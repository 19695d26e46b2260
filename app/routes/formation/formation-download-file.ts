import { fileResponse } from "../../components/formation/download-file.server.ts";
import { graphql } from "../../lib/graphql.ts";
import { gql, page } from "../../lib/page.server.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/formation-download-file";
import { fileFailure } from "../../lib/file-response.server.ts";

/**
 * A formation file (a resource route: no page, only the file). The root middleware sends visitors to log
 * in, but its 403 is drawn by the root component, which a resource route never renders: refused here.
 * The API checks the licence again and knows which names exist; only those are read from disk.
 */
const DownloadFile = graphql(`query DownloadFile($fileName: String!) { download(fileName: $fileName) { fileName mimeType } }`);

export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const result = await gql(context, DownloadFile, { fileName: params.file });
  if (result.errors?.length) return fileFailure(info.lang, 500, "serverError");
  const file = result.data?.download;
  const dir = context.get(serverContext).downloadsDir;
  const response = file && dir ? await fileResponse(dir, file) : null;
  return response ?? fileFailure(info.lang, 404, "notFound");
}
