import { BoardProgramFileQuery } from "../../components/boards/documents.ts";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/board-program-file";

/**
 * A board program's Intel HEX (a resource route): the uploader fetches it and the download links save it. The API
 * checks the in-class rule and the itinerary's lock again.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const result = await gql(context, BoardProgramFileQuery, { id: params.id });
  if (result.errors?.some((error) => error.extensions?.code === "FORBIDDEN")) return fileFailure(info.lang, 403, "forbidden");
  if (result.errors?.length) return fileFailure(info.lang, 500, "serverError");
  const file = result.data?.boardProgramFile;
  return file ? privateDownload(file.hex, "application/octet-stream", file.fileName) : fileFailure(info.lang, 404, "notFound");
}
