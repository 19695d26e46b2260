import { CountAndCsv } from "../../components/staff/CountAndCsv.tsx";
import { Form } from "react-router";
import { EuropeStaffEntries } from "../../components/challenges/europe/documents.ts";
import { EuropeEntryCard } from "../../components/challenges/europe/EuropeEntryCard.tsx";
import { editionParam, formatInstantDay } from "../../components/challenges/europe/europe-view.server.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/staff-europe-challenge";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-europe-challenge");

/** The foundation's staff (route table: staff); the API asks the same of the caller. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const edition = editionParam(request);
  const { lang } = page(context);
  const { europeChallengeEntries, challengeEditionsForEditors } = await query(context, EuropeStaffEntries, { edition });
  const editions = challengeEditionsForEditors.filter((e) => e.kind === "europe").map((e) => e.edition);
  const day = (iso: string | null) => (iso ? formatInstantDay(lang, iso) : null);
  const entries = europeChallengeEntries.map((entry) => ({
    ...entry,
    preregisteredOn: day(entry.preregisteredAt),
    submittedOn: day(entry.submittedAt),
  }));
  return { entries, edition, editions };
}

/** The Europe super-challenge's entries: each centre's state, data and files, by edition, and the CSV. */
export default function StaffEuropeChallenge({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { entries, edition, editions } = loaderData;
  const csv = `${to("staff-europe-challenge-csv")}${edition ? `?edition=${edition}` : ""}`;
  return (
    <div className="page">
      <h1 className="page-title">{t("europeChallenge.staff.title")}</h1>
      <p className="page-lead">{t("europeChallenge.staff.lead")}</p>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-4" aria-label={t("europeChallenge.staff.filters")}>
        <div className="field">
          <label className="field-label" htmlFor="europe-edition">
            {t("europeChallenge.staff.edition")}
          </label>
          <select id="europe-edition" name="edition" className="field-input" defaultValue={edition ?? ""}>
            <option value="">{t("europeChallenge.staff.allEditions")}</option>
            {editions.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t("europeChallenge.staff.filter")}
        </button>
      </Form>
      <CountAndCsv
        count={t("europeChallenge.staff.count", { count: entries.length })}
        csv={csv}
        csvLabel={t("europeChallenge.staff.csv")}
      />
      {entries.length === 0 ? (
        <p className="empty">{t("europeChallenge.staff.empty")}</p>
      ) : (
        <div className="flex flex-col gap-6">
          {entries.map((entry) => (
            <EuropeEntryCard key={entry.id} entry={entry} />
          ))}
        </div>
      )}
    </div>
  );
}
