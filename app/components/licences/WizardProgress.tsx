import { Icon } from "../icons/Icon.tsx";
import { check } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { LICENCE_STEPS, type LicenceStep } from "../../../common/licences.ts";

/** The five steps, the current one marked with aria-current="step" and the ones done with a tick. */
export function WizardProgress({ step }: { step: LicenceStep | "done" }) {
  const { t } = useTranslation();
  const current = step === "done" ? LICENCE_STEPS.length : LICENCE_STEPS.indexOf(step);
  return (
    <ol aria-label={t("licences.wizard.stepsLabel")} className="m-0 flex list-none flex-wrap gap-2 p-0 text-sm">
      {LICENCE_STEPS.map((name, index) => {
        const state = index < current ? "done" : index === current ? "current" : "next";
        return (
          <li
            key={name}
            aria-current={state === "current" ? "step" : undefined}
            className={`flex items-center gap-1.5 rounded-full border-2 px-3 py-1 font-bold ${
              state === "current"
                ? "border-navy bg-navy text-white"
                : state === "done"
                  ? "border-teal bg-mint-soft text-ink"
                  : "border-line bg-paper text-muted"
            }`}
          >
            {state === "done" ? <Icon d={check} className="size-4" /> : <span aria-hidden="true">{index + 1}.</span>}
            {t(`licences.wizard.steps.${name}`)}
            {state === "done" && <span className="sr-only"> ({t("licences.wizard.stepDone")})</span>}
          </li>
        );
      })}
    </ol>
  );
}
