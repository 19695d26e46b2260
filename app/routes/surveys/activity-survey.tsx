import { Icon } from "../../components/icons/Icon.tsx";
import { arrowLeft } from "../../components/icons/shapes.ts";
import { data, Link } from "react-router";
import { ActivitySurveyQuery } from "../../components/surveys/documents.ts";
import { surveyAction } from "../../components/surveys/survey.server.ts";
import { SurveyForm } from "../../components/surveys/SurveyForm.tsx";
import { surveyValuesOf } from "../../components/surveys/survey-values.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/activity-survey";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "activity-survey");

/** Login is required by the route table; only a published open activity has a survey (premium or unknown: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { activitySurvey } = await query(context, ActivitySurveyQuery, { slug: params.id });
  if (!activitySurvey) throw data(null, { status: 404 });
  return activitySurvey;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await surveyAction(context, await request.formData());
  return data(result, { status });
}

/** The open-activity teacher survey (sections 3, 5 and 9): one answer per user and activity, changed by answering again. */
export default function ActivitySurvey({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { activity, answer } = loaderData;
  const failure = actionData?.failure ?? null;
  const saved = actionData?.saved ?? null;
  const format = dateFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "long", timeZone: "Europe/Madrid" });
  return (
    <FormCard id="activity-survey" title={t("surveys.form.title")}>
      <p>
        <Link to={to("activity", { id: activity.slug })} className="inline-flex items-center gap-1 font-extrabold">
          <Icon d={arrowLeft} className="size-4" /> {t("surveys.form.back")}
        </Link>
      </p>
      <p>{t("surveys.form.lead", { title: activity.title })}</p>
      {saved !== null && (
        <p className="form-success" role="status">
          {t("surveys.form.saved")}
        </p>
      )}
      {answer && saved === null && (
        <p className="text-sm text-muted">{t("surveys.form.answered", { date: format.format(new Date(answer.answeredAt)) })}</p>
      )}
      {/* A saved answer starts the form again from what was stored. */}
      <SurveyForm
        key={JSON.stringify(answer)}
        activityId={activity.id}
        values={actionData?.values ?? surveyValuesOf(answer)}
        answered={!!answer}
        failure={failure}
      />
    </FormCard>
  );
}
