import { Icon } from "../icons/Icon.tsx";
import { star } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { numberFormat } from "../../lib/intl.ts";

/** One decimal in the page's language: "4,5" in Spanish, "4.5" in English. */
export function useFormatAverage(): (average: number) => string {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 0 });
  return (average) => format.format(average);
}

/**
 * Five stars filled up to the average (half stars shown by clipping), with the figures in words for
 * everyone: the drawing itself is hidden from assistive technology.
 */
export function AverageStars({ average, count, size = "md" }: { average: number | null; count: number; size?: "sm" | "md" }) {
  const { t } = useTranslation();
  const formatAverage = useFormatAverage();
  const icon = size === "sm" ? "size-4" : "size-6";
  if (average === null || count === 0) {
    return <p className="text-sm text-muted">{t("activities.rating.none")}</p>;
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = Math.max(0, Math.min(1, average - (n - 1)));
          return (
            <span key={n} className={`relative inline-block ${icon}`}>
              <Icon d={star} className={`absolute inset-0 ${icon} text-field`} />
              {fill > 0 && (
                <span className="absolute inset-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
                  <Icon d={star} className={`${icon} fill-sun text-navy`} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      <span className={size === "sm" ? "text-sm font-bold" : "font-bold"}>
        {t("activities.rating.average", { average: formatAverage(average) })}
      </span>
      <span className={size === "sm" ? "text-sm text-muted" : "text-muted"}>
        ({t("activities.rating.count", { count })})
      </span>
    </p>
  );
}
