import { useTranslation } from "../../i18n/index.ts";
import { numberFormat } from "../../lib/intl.ts";

/** One decimal in the page's language: "4,5" in Spanish, "4.5" in English. */
export function useFormatAverage(): (average: number) => string {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 0 });
  return (average) => format.format(average);
}

/**
 * Five stars filled up to the average (activities.css draws them: one element, whatever the average),
 * with the figures in words for everyone: the drawing itself is hidden from assistive technology.
 */
export function AverageStars({ average, count, size = "md" }: { average: number | null; count: number; size?: "sm" | "md" }) {
  const { t } = useTranslation();
  const formatAverage = useFormatAverage();
  if (average === null || count === 0) {
    return <p className="text-sm text-muted">{t("activities.rating.none")}</p>;
  }
  // The filled width: the share of the five stars the average covers (3.5 → 70 %, half of the fourth).
  const fill = `${Math.round((Math.max(0, Math.min(5, average)) / 5) * 1000) / 10}%`;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={size === "sm" ? "stars stars-sm" : "stars"} style={{ "--fill": fill } as React.CSSProperties} aria-hidden="true" />
      <span className={size === "sm" ? "text-sm font-bold" : "font-bold"}>
        {t("activities.rating.average", { average: formatAverage(average) })}
      </span>
      <span className={size === "sm" ? "text-sm text-muted" : "text-muted"}>({t("activities.rating.count", { count })})</span>
    </p>
  );
}
