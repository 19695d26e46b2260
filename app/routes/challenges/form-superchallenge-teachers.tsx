import { data, Link } from "react-router";
import { editionDays, sentTime } from "../../components/challenges/teacher/dates.ts";
import { TeacherChallengeFormQuery } from "../../components/challenges/teacher/documents.ts";
import { EntrySummary } from "../../components/challenges/teacher/EntrySummary.tsx";
import { emptyForm } from "../../components/challenges/teacher/form-values.ts";
import { TeacherChallengeForm } from "../../components/challenges/teacher/TeacherChallengeForm.tsx";
import { teacherChallengeAction } from "../../components/challenges/teacher/teacher-challenge.server.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { arrowLeft } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/form-superchallenge-teachers";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "form-superchallenge-teachers");

/** Login is required by the route table. The stage comes from the product's clock; the form starts from the account's data. */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang, me } = page(context);
  const { teacherChallenge } = await query(context, TeacherChallengeFormQuery);
  const { myEntry, ...edition } = teacherChallenge;
  return {
    ...edition,
    days: editionDays(lang, edition),
    mine: myEntry ? { entry: myEntry, sent: sentTime(lang, myEntry.createdAt) } : null,
    start: emptyForm(me),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await teacherChallengeAction(context, await request.formData());
  const sent = result.kind === "sent" ? sentTime(page(context).lang, result.entry.createdAt) : null;
  return data({ ...result, sent }, { status });
}

/**
 * The teachers' super-challenge's form (sections 3, 4 and 5): while the edition is open, the candidacy's form (or the
 * candidacy the user already sent); before it opens, "coming soon"; after its deadline, that registration has ended.
 */
export default function FormSuperchallengeTeachers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { edition, stage, days, communities, mine, start } = loaderData;
  const sent = actionData?.kind === "sent" ? { entry: actionData.entry, sent: actionData.sent ?? "" } : null;
  const shown = sent ?? mine;
  return (
    <div className="page max-w-4xl">
      <p className="mb-4">
        <Link to={to("superchallenge-teachers")} className="inline-flex items-center gap-1 font-extrabold">
          <Icon d={arrowLeft} className="size-4" /> {t("teacherChallenge.form.back")}
        </Link>
      </p>
      <h1 className="page-title">{t("teacherChallenge.form.title")}</h1>
      {stage === "closed" && !sent && (
        <section className="panel mb-6" aria-labelledby="closed-title">
          <h2 id="closed-title">{t("teacherChallenge.form.closedTitle")}</h2>
          <p className="mt-2 text-lg">{t("teacherChallenge.form.closedText", { date: days.deadline })}</p>
        </section>
      )}
      {stage === "comingSoon" && (
        <section className="panel mb-6" aria-labelledby="soon-title">
          <h2 id="soon-title">{t("teacherChallenge.form.comingSoonTitle")}</h2>
          <p className="mt-2 text-lg">{t("teacherChallenge.form.comingSoonText", { date: days.opens })}</p>
        </section>
      )}
      {sent && (
        <div className="form-success mb-6" role="status">
          <p className="text-lg font-extrabold">{t("teacherChallenge.form.sentTitle")}</p>
          <p>
            {t("teacherChallenge.form.sentText", {
              candidacy: sent.entry.candidacyName,
              centre: sent.entry.centreName,
              email: sent.entry.email,
            })}
          </p>
        </div>
      )}
      {shown && (
        <section className="panel" aria-labelledby="entry-title">
          <h2 id="entry-title">{shown.entry.candidacyName}</h2>
          {!sent && <p className="mt-2 mb-4">{t("teacherChallenge.form.alreadySent", { date: shown.sent })}</p>}
          <EntrySummary entry={shown.entry} sent={shown.sent} />
        </section>
      )}
      {stage === "open" && !shown && (
        <>
          <p className="page-lead">{t("teacherChallenge.form.lead", { edition, date: days.deadline })}</p>
          <section className="panel" aria-label={t("teacherChallenge.form.title")}>
            <TeacherChallengeForm
              values={actionData?.kind === "form" ? actionData.values : start}
              communities={communities}
              failure={actionData?.kind === "form" ? actionData.failure : null}
            />
          </section>
        </>
      )}
    </div>
  );
}
