import { useTranslation } from "../../i18n/index.ts";
import { LICENCE_STEPS, type LicenceStep } from "../../../common/licences.ts";
import type { WizardView } from "./wizard-documents.ts";

/** The answers of the steps already passed, so the teacher sees what they chose while going on. */
export function WizardAnswers({ view }: { view: WizardView }) {
  const { t } = useTranslation();
  const current = view.step === "done" ? LICENCE_STEPS.length : LICENCE_STEPS.indexOf(view.step);
  const { values } = view;
  const nameOf = (list: { id: string; name: string }[], id: string) => list.find((item) => item.id === id)?.name ?? "";
  const centre = view.centres.find((c) => c.id === values.centerId);
  const answers: Record<Exclude<LicenceStep, "entity">, string> = {
    code: values.code.trim().toUpperCase(),
    province: nameOf(view.provinces, values.provinceId),
    town: nameOf(view.towns, values.townId),
    centre: centre ? `${centre.name} (${centre.code}) · ${nameOf(view.organizations, values.organizationId)}` : "",
  };
  const shown = (Object.keys(answers) as (keyof typeof answers)[]).filter((step) => LICENCE_STEPS.indexOf(step) < current && answers[step]);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="wizard-answers-title">
      <h3 id="wizard-answers-title" className="mb-2 text-base">
        {t("licences.wizard.answers")}
      </h3>
      <dl className="data-list">
        {shown.map((step) => (
          <div key={step}>
            <dt>{t(`licences.wizard.steps.${step}`)}</dt>
            <dd className={step === "code" ? "font-mono" : undefined}>{answers[step]}</dd>
          </div>
        ))}
      </dl>
      {view.code?.status === "valid" && view.code.organization && view.code.packageName && (
        <p className="mt-2 text-sm">
          {t("licences.wizard.validCode", { package: view.code.packageName, organization: view.code.organization.name })}
        </p>
      )}
    </section>
  );
}
