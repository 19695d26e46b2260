import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { agesOf, CategoryChip } from "./Chips.tsx";
import type { ActivityData } from "./documents.ts";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The activity's sheet: topic, audience, ages, difficulty, time, materials, devices, competences, type. */
export function ActivityFacts({ activity }: { activity: ActivityData }) {
  const { t } = useTranslation();
  const devices = [activity.withPc && t("activities.devices.pc"), activity.withTablet && t("activities.devices.tablet")].filter(Boolean);
  return (
    <section aria-labelledby="facts-title" className="panel">
      <h2 id="facts-title">{t("activities.detail.facts")}</h2>
      <dl className="data-list">
        <Fact term={t("activities.detail.category")}>
          <CategoryChip category={activity.category} />
        </Fact>
        <Fact term={t("activities.detail.audience")}>{t(`activities.audiences.${activity.audience}`)}</Fact>
        <Fact term={t("activities.detail.ages")}>{agesOf(activity.ageSegments)}</Fact>
        <Fact term={t("activities.detail.difficulty")}>{t(`activities.difficulties.${activity.difficulty}`)}</Fact>
        <Fact term={t("activities.detail.time")}>{t("activities.card.minutes", { count: activity.minutes })}</Fact>
        <Fact term={t("activities.detail.kit")}>{t(activity.withKit ? "activities.detail.withKit" : "activities.detail.withoutKit")}</Fact>
        <Fact term={t("activities.detail.materials")}>
          {t(activity.withMaterials ? "activities.detail.withMaterials" : "activities.detail.withoutMaterials")}
        </Fact>
        <Fact term={t("activities.detail.devices")}>{devices.length ? devices.join(", ") : t("activities.detail.noDevice")}</Fact>
        <Fact term={t("activities.detail.competences")}>
          {activity.competences.map((c) => t(`activities.competences.${c}`)).join(", ")}
        </Fact>
        <Fact term={t("activities.detail.type")}>{t(`activities.access.${activity.access}`)}</Fact>
      </dl>
    </section>
  );
}
