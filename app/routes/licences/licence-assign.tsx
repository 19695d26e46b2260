import { useTranslation } from "../../i18n/index.ts";
import { data } from "react-router";
import { LICENCE_STEPS } from "../../../common/licences.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { WizardAnswers } from "../../components/licences/WizardAnswers.tsx";
import { WizardDone } from "../../components/licences/WizardDone.tsx";
import { WizardProgress } from "../../components/licences/WizardProgress.tsx";
import { WizardStepForm } from "../../components/licences/WizardStepForm.tsx";
import { firstStep, wizardAction } from "../../components/licences/wizard.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/licence-assign";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "licence-assign");

/** Login is required by the route table; any registered user may add a licence (a second one adds programmes). */
export async function loader({ context }: Route.LoaderArgs) {
  return firstStep(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const view = await wizardAction(context, await request.formData());
  const failed = Object.keys(view.errors).length > 0 || view.alert !== null;
  return data(view, { status: failed ? 400 : 200 });
}

/** Section 2's licence wizard: code → province → town → centre (with organisation) → entity → done. */
export default function LicenceAssign({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const view = actionData ?? loaderData;
  const { step } = view;
  return (
    <FormCard id="licence" title={t("licences.wizard.title")}>
      {step === "done" && view.result ? (
        <>
          <WizardProgress step={step} />
          <WizardDone result={view.result} />
        </>
      ) : step !== "done" ? (
        <>
          {step === "code" && <p>{t("licences.wizard.lead")}</p>}
          <WizardProgress step={step} />
          <h2 id="wizard-step-title" className="text-xl">
            {t("licences.wizard.stepOf", { current: LICENCE_STEPS.indexOf(step) + 1, total: LICENCE_STEPS.length })}
            {": "}
            {t(`licences.wizard.steps.${step}`)}
          </h2>
          <WizardAnswers view={view} />
          {/* A new form for each step: the browser's checks follow that step's schema. */}
          <WizardStepForm key={step} view={{ ...view, step }} />
        </>
      ) : null}
    </FormCard>
  );
}
