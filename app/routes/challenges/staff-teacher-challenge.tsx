import { CountAndCsv } from "../../components/staff/CountAndCsv.tsx";
import { data } from "react-router";
import { sentTime } from "../../components/challenges/teacher/dates.ts";
import { StaffTeacherChallengeQuery } from "../../components/challenges/teacher/documents.ts";
import { EntrySummary } from "../../components/challenges/teacher/EntrySummary.tsx";
import { Pagination, pageParam } from "../../components/publications/Pagination.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page as pageInfo, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/staff-teacher-challenge";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-teacher-challenge");

/** The foundation's staff (route table: staff; the API asks the same). `?page=` picks the page; one past the end is 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  const { teacherChallenge, teacherChallengeEntries } = await query(context, StaffTeacherChallengeQuery, { page });
  if (page > 1 && teacherChallengeEntries.items.length === 0) throw data(null, { status: 404 });
  const { lang } = pageInfo(context);
  const entries = teacherChallengeEntries.items.map((entry) => ({ entry, sent: sentTime(lang, entry.createdAt) }));
  return {
    edition: teacherChallenge.edition,
    total: teacherChallengeEntries.total,
    page,
    pageCount: teacherChallengeEntries.pageCount,
    entries,
  };
}

/** The teachers' super-challenge's candidacies, newest first, each with every field and its links; all of them as CSV. */
export default function StaffTeacherChallenge({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { edition, total, page, pageCount, entries } = loaderData;
  const hrefFor = (n: number) => `${to("staff-teacher-challenge")}${n > 1 ? `?page=${n}` : ""}`;
  return (
    <div className="page">
      <h1 className="page-title">{t("teacherChallenge.staff.title")}</h1>
      <p className="page-lead">{t("teacherChallenge.staff.lead", { edition })}</p>
      <CountAndCsv
        className="mb-6"
        count={t("teacherChallenge.staff.count", { count: total })}
        csv={total > 0 ? to("staff-teacher-challenge-csv") : null}
        csvLabel={t("teacherChallenge.staff.csv")}
      />
      {entries.length === 0 ? (
        <p className="empty">{t("teacherChallenge.staff.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-6">
          {entries.map(({ entry, sent }) => (
            <li key={entry.id}>
              <article className="panel" aria-labelledby={`entry-${entry.id}`}>
                <h2 id={`entry-${entry.id}`}>
                  {entry.candidacyName} · {entry.centreName}
                </h2>
                <EntrySummary entry={entry} sent={sent} />
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} label={t("teacherChallenge.staff.pages")} hrefFor={hrefFor} />
    </div>
  );
}
