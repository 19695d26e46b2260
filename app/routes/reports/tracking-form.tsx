import { Icon } from "../../components/icons/Icon.tsx";
import { circleCheck } from "../../components/icons/shapes.ts";
import { type ReportActionData, reportAction, reportLoader } from "../../components/reports/report-page.server.ts";
import { ReportAnswersView } from "../../components/reports/ReportAnswersView.tsx";
import { ReportCodeForm } from "../../components/reports/ReportCodeForm.tsx";
import { ReportForm } from "../../components/reports/ReportForm.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/tracking-form";

/**
 * Both follow-up reports (sections 2, 4 and 5): /informeseguimiento (vulnerable childhood) and /informeseguimientopc
 * (reference centre) share this module; the route's name says which (the route id before the dot).
 */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.matches.at(-1)?.id.split(".")[0] === "tracking-form-pc" ? "tracking-form-pc" : "tracking-form");

export const loader = ({ context, params }: Route.LoaderArgs) => reportLoader(context, params.token);

export async function action({ context, params, request }: Route.ActionArgs) {
  return reportAction(context, params.token, await request.formData());
}

export default function TrackingForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as ReportActionData | undefined;
  if (loaderData.view === "code") {
    const failure = answer?.intent === "code" ? answer.failure : loaderData.failure;
    return <ReportCodeForm failure={failure} />;
  }
  const { kind, report, draftSaved, sent } = loaderData;
  const edit = answer && answer.intent !== "code" ? answer : null;
  return (
    <div className="page max-w-4xl">
      <h1 className="page-title">{t(`reports.title.${kind}`)}</h1>
      {sent ? (
        <>
          <div role="status" className="form-success mb-6 flex items-start gap-3">
            <Icon d={circleCheck} className="mt-0.5 size-6 shrink-0 text-teal" />
            <div>
              {edit?.sent && <p>{t("reports.view.sent")}</p>}
              <p>{t("reports.view.sentOn", sent)}</p>
            </div>
          </div>
          <p className="page-lead">{t("reports.view.locked")}</p>
          <ReportAnswersView kind={kind} answers={report.answers} />
        </>
      ) : (
        <>
          <p className="page-lead">{t("reports.form.lead")}</p>
          <ReportForm
            kind={kind}
            values={edit?.values ?? loaderData.values}
            failure={edit?.failure ?? null}
            saved={
              draftSaved
                ? {
                    text: draftSaved.today ? t("reports.form.draftSavedAt", draftSaved) : t("reports.form.draftSavedOn", draftSaved),
                    key: edit?.savedAt ?? "loaded",
                  }
                : null
            }
          />
        </>
      )}
    </div>
  );
}
