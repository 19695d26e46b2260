import { Link } from "react-router";
import { editionDays } from "../../components/challenges/teacher/dates.ts";
import { TeacherChallengePageQuery } from "../../components/challenges/teacher/documents.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { arrowRight, calendarDays, school, trophy, users } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/superchallenge-teachers";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "superchallenge-teachers");

/** Public: the edition's stage comes from the product's clock (the API's), its days written here in Madrid's calendar. */
export async function loader({ context }: Route.LoaderArgs) {
  const { teacherChallenge } = await query(context, TeacherChallengePageQuery);
  return { ...teacherChallenge, days: editionDays(page(context).lang, teacherChallenge) };
}

const STAGE_TONE = { comingSoon: "bg-sun-soft", open: "bg-mint-soft", closed: "bg-coral-soft" } as const;

/** The teachers' super-challenge 2024 (sections 1, 4 and 9): what it is, who may apply, its figures, the stage, the form. */
export default function SuperchallengeTeachers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { edition, stage, winners, places, days } = loaderData;
  const facts: [string, string, string][] = [
    [calendarDays, t("teacherChallenge.page.deadline"), t("teacherChallenge.page.deadlineValue", { date: days.deadline })],
    [trophy, t("teacherChallenge.page.winners"), String(winners)],
    [users, t("teacherChallenge.page.places"), String(places)],
    [school, t("teacherChallenge.page.onePerCentre"), "1"],
  ];
  return (
    <div className="page">
      <p className="font-extrabold text-coral-deep uppercase">{t("teacherChallenge.page.eyebrow", { edition })}</p>
      <h1 className="page-title">{t("teacherChallenge.page.title")}</h1>
      <p className="page-lead">{t("teacherChallenge.page.lead")}</p>

      <section className="panel mb-6" aria-labelledby="stage-title">
        <h2 id="stage-title">{t("teacherChallenge.page.stageTitle")}</h2>
        <p className="mt-2">
          <span className={`chip ${STAGE_TONE[stage]}`}>{t(`teacherChallenge.page.stages.${stage}`)}</span>
        </p>
        <p className="mt-3 text-lg">
          {t(`teacherChallenge.page.stageText.${stage}`, { date: stage === "comingSoon" ? days.opens : days.deadline })}
        </p>
        {/* Only while it takes candidacies: after the deadline the form would only say it has ended. */}
        {stage === "open" && (
          <p className="mt-4">
            <Link to={to("form-superchallenge-teachers")} className="btn btn-primary">
              {t("teacherChallenge.page.toForm")}
              <Icon d={arrowRight} />
            </Link>
          </p>
        )}
      </section>

      <div className="mb-6 grid gap-6 md:grid-cols-2">
        <section className="panel" aria-labelledby="what-title">
          <h2 id="what-title">{t("teacherChallenge.page.whatTitle")}</h2>
          <p className="mt-2 leading-relaxed">{t("teacherChallenge.page.what")}</p>
        </section>
        <section className="panel" aria-labelledby="who-title">
          <h2 id="who-title">{t("teacherChallenge.page.whoTitle")}</h2>
          <p className="mt-2 leading-relaxed">{t("teacherChallenge.page.who")}</p>
        </section>
      </div>

      <section className="panel" aria-labelledby="facts-title">
        <h2 id="facts-title">{t("teacherChallenge.page.factsTitle")}</h2>
        <dl className="data-list mt-4">
          {facts.map(([icon, label, value]) => (
            <div key={label}>
              <dt className="flex items-center gap-2">
                <Icon d={icon} className="size-5" />
                {label}
              </dt>
              <dd className="text-2xl font-extrabold text-navy">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
