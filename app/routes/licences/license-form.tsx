import { Icon } from "../../components/icons/Icon.tsx";
import { circleCheck } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, Link } from "react-router";
import { LicenceRequestForm } from "../../components/licences/LicenceRequestForm.tsx";
import { requestAction } from "../../components/licences/licence-request.server.ts";
import { EMPTY_REQUEST } from "../../components/licences/licence-request-values.ts";
import { RequestSummary } from "../../components/licences/RequestSummary.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { page } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/license-form";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "license-form");

export function loader() {
  return null;
}

/** Adds or removes a teacher row (the form without JavaScript) or sends the request; the API checks every rule again. */
export async function action({ request, context }: Route.ActionArgs) {
  // The root decided the licence at page load; a post from anyone else changes nothing.
  if (page(context).decision.kind !== "allow") throw data(null, { status: 403 });
  const { result, status } = await requestAction(context, await request.formData());
  return data(result, { status });
}

export default function LicenceForm({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  if (actionData?.kind === "sent") {
    return (
      <div className="page">
        <h1 className="page-title">{t("licences.request.title")}</h1>
        <section className="panel flex flex-col gap-4" aria-labelledby="sent-title">
          <div role="status" className="form-success flex items-start gap-3">
            <Icon d={circleCheck} className="mt-0.5 size-6 shrink-0 text-teal" />
            <div>
              <h2 id="sent-title" className="text-xl">
                {t("licences.request.sent.title")}
              </h2>
              <p className="font-semibold">{t("licences.request.sent.text")}</p>
            </div>
          </div>
          <h2 className="text-lg">{t("licences.request.sent.summary")}</h2>
          <RequestSummary request={actionData.request} />
          <div className="flex flex-wrap gap-3">
            <Link to={to("license-form")} className="btn btn-secondary">
              {t("licences.request.sent.another")}
            </Link>
            <Link to={to("my-panel")} className="btn btn-primary">
              {t("licences.request.sent.panel")}
            </Link>
          </div>
        </section>
      </div>
    );
  }
  const form = actionData?.kind === "form" ? actionData : null;
  return (
    <div className="page">
      <h1 className="page-title">{t("licences.request.title")}</h1>
      <p className="page-lead">{t("licences.request.lead")}</p>
      <section className="panel" aria-label={t("licences.request.title")}>
        <p className="mb-5">
          <strong className="text-navy">{t("licences.request.centre")}:</strong>{" "}
          {me?.center ? `${me.center.name} (${me.center.code})` : t("licences.request.noCentre")}
        </p>
        <LicenceRequestForm key={formKey(form)} values={form?.values ?? EMPTY_REQUEST} failure={form?.failure ?? null} />
      </section>
    </div>
  );
}

/**
 * The form keeps its own state while the page runs JavaScript; a server answer that changes the rows (the
 * add and remove buttons without JavaScript) starts it again from the values posted.
 */
function formKey(form: { values: { teachers: unknown[] } } | null): string {
  return form ? `rows-${form.values.teachers.length}` : "new";
}
