import { useTranslation } from "../../../i18n/index.ts";
import type { EuropeEditionView } from "./europe-view.server.ts";

const STATUS_CLASS = {
  open: "bg-mint-soft border-teal",
  comingSoon: "bg-sun/25 border-sun",
  closed: "bg-cream border-line",
} as const;

/** An edition's stages in order, each with its dates and a label: closed, open now or coming soon (section 4). */
export function EuropeTimeline({ stages }: { stages: EuropeEditionView["stages"] }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {stages.map((stage) => (
        <li
          key={stage.stage}
          className={`rounded-3xl border-2 p-5 ${STATUS_CLASS[stage.status]}`}
          aria-current={stage.status === "open" ? "step" : undefined}
        >
          <p className="inline-block rounded-full bg-paper px-3 py-0.5 text-sm font-extrabold text-navy">
            {t(`europeChallenge.status.${stage.status}`)}
          </p>
          <h3 className="mt-3 text-xl font-extrabold text-navy">
            {t(`europeChallenge.stages.${stage.stage as "preRegistration" | "submission"}`)}
          </h3>
          <p className="mt-1">{t("europeChallenge.page.stageDates", { from: stage.from, to: stage.to })}</p>
        </li>
      ))}
    </ol>
  );
}
