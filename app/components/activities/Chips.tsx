/**
 * An activity's labels, shared by its card, its page and the profile's list: kept apart from the card, so that
 * the pages without cards do not load it.
 */
import { Icon } from "../icons/Icon.tsx";
import { crown } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { AGE_LABELS } from "../../../common/ages.ts";
import { type Category, CATEGORY_COLOURS, categoryFromApi } from "../../../common/activities.ts";

/** The category chip: the topic's colour under dark text (contrast above 4.5:1 on every colour). */
export function CategoryChip({ category }: { category: string }) {
  const { t } = useTranslation();
  const known = categoryFromApi(category);
  if (!known) return null;
  return (
    <span className="chip" style={{ background: CATEGORY_COLOURS[known] }}>
      {t(`activities.categories.${known as Category}`)}
    </span>
  );
}

/** A premium activity's badge. */
export function PremiumBadge() {
  const { t } = useTranslation();
  return (
    <span className="premium-badge">
      <Icon d={crown} className="size-4" /> {t("activities.access.premium")}
    </span>
  );
}

/** An activity's age segments in words: "6-8, 9-12". */
export function agesOf(segments: readonly (keyof typeof AGE_LABELS)[]): string {
  return segments.map((segment) => AGE_LABELS[segment]).join(", ");
}
