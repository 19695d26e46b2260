import { EuropeStaffEntries } from "../../components/challenges/europe/documents.ts";
import { europeEntriesCsv } from "../../components/challenges/europe/europe-csv.ts";
import { editionParam } from "../../components/challenges/europe/europe-view.server.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/staff-europe-challenge-csv";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/**
 * The Europe super-challenge's entries as a CSV file (a resource route: no page), of one edition with `?edition=`,
 * for the foundation's staff (the route table; the API refuses anyone else too). A refusal is answered here as
 * text: a resource route never renders the root's 403 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const info = page(context);
  if (info.decision.kind === "forbidden") return fileFailure(info.lang, 403, "forbidden");
  const edition = editionParam(request);
  const result = await gql(context, EuropeStaffEntries, { edition });
  if (!result.data) return fileFailure(info.lang, 500, "serverError");
  const texts = catalogue(info.lang).europeChallenge;
  const csv = europeEntriesCsv(result.data.europeChallengeEntries, {
    state: (state) => texts.states[state as keyof typeof texts.states] ?? state,
    peopleShown: (choice) => texts.form.peopleShownOptions[choice as keyof typeof texts.form.peopleShownOptions] ?? choice,
    role: (role) => texts.form.roles[role as keyof typeof texts.form.roles] ?? role,
    yesNo: (value) => (value ? texts.staff.yes : texts.staff.no),
  });
  // Centres' and people's data: never in a shared cache.
  return privateDownload(csv, "text/csv; charset=utf-8", `superreto-europeo${edition ? `-${edition}` : ""}.csv`);
}
