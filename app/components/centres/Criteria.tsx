import { REFERENCE_CRITERIA } from "../../../common/centres.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Icon } from "../icons/Icon.tsx";
import { check } from "../icons/shapes.ts";

/** Section 9's accreditation criteria, with the numbers from common/ (never retyped). */
export function Criteria() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="criteria-title" className="panel">
      <h2 id="criteria-title">{t("centres.list.criteriaTitle")}</h2>
      <p>{t("centres.list.criteriaLead")}</p>
      <ul className="mt-3 space-y-2">
        <li className="flex gap-2">
          <Icon d={check} className="mt-0.5 flex-none text-teal" />
          {t("centres.list.criteriaPupils", { hours: REFERENCE_CRITERIA.pupilHours, competences: REFERENCE_CRITERIA.competences })}
        </li>
        <li className="flex gap-2">
          <Icon d={check} className="mt-0.5 flex-none text-teal" />
          {t("centres.list.criteriaTraining", { hours: REFERENCE_CRITERIA.trainingHours })}
        </li>
      </ul>
    </section>
  );
}
