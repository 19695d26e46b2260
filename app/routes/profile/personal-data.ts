import { strToU8, zipSync, type Zippable } from "fflate";
import { catalogue } from "../../i18n/catalogues.server.ts";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";
import { graphql } from "../../lib/graphql.ts";
import { gql, page } from "../../lib/page.server.ts";
import { serverContext } from "../../server-context.ts";
import type { Route } from "./+types/personal-data";

const PersonalData = graphql(`query PersonalData { personalData { json files { key path } } }`);

/**
 * The signed-in person's data as a ZIP (issue 18): data.json (every row about them, by table) and files/ (their
 * uploads), with a short README in their language. A resource route: the route table sent visitors to log in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const info = page(context);
  const result = await gql(context, PersonalData);
  const data = result.data?.personalData;
  if (!data) return fileFailure(info.lang, 500, "serverError");
  const entries: Zippable = {
    "README.txt": strToU8(catalogue(info.lang).settings.account.dataReadme),
    "data.json": strToU8(data.json),
  };
  const read = context.get(serverContext).readStoredFile;
  for (const file of data.files) {
    const stored = await read?.(file.key);
    // A file the storage no longer has is left out; its row in data.json still names it.
    if (stored) entries[file.path] = new Uint8Array(await new Response(stored.body).arrayBuffer());
  }
  const zip = zipSync(entries, { level: 6 });
  const day = new Date().toISOString().slice(0, 10);
  return privateDownload(zip as Uint8Array<ArrayBuffer>, "application/zip", `codigo-pequeno-${day}.zip`);
}
