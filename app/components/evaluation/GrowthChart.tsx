import { useTranslation } from "../../i18n/index.ts";
import { type AreaComparison, percent } from "./results.ts";

const WIDTH = 640;
const LABEL = 200;
const PLOT = 360;
const BAR = 16;
const GAP = 4;
const GROUP_GAP = 18;
const LEGEND = 34;
const AXIS = 26;
const TICKS = [0, 25, 50, 75, 100];

/**
 * Initial against final, area by area (section 3's growth of the class): grouped horizontal bars drawn as inline
 * SVG on the server (no chart library, no script), then the same numbers as a table, which is what assistive
 * technology reads (the picture is one image with a label saying so). Each bar's value is written beside it, so the
 * colours are never the only way to tell them apart: the initial bar is always the upper one.
 */
export function GrowthChart({ rows }: { rows: readonly AreaComparison[] }) {
  const { t } = useTranslation();
  const noData = t("evaluation.results.noData");
  const series = [
    { key: "initial", label: t("evaluation.stages.initial"), className: "fill-navy" },
    { key: "final", label: t("evaluation.stages.final"), className: "fill-coral" },
  ] as const;
  const groupHeight = series.length * (BAR + GAP) - GAP;
  const height = LEGEND + rows.length * (groupHeight + GROUP_GAP) - GROUP_GAP + AXIS;
  const plotBottom = height - AXIS + 6;
  const x = (share: number) => LABEL + (PLOT * Math.max(0, Math.min(share, 100))) / 100;
  return (
    <figure className="flex flex-col gap-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-3xl"
        role="img"
        aria-label={t("evaluation.results.chartLabel")}
      >
        {series.map((s, i) => (
          <g key={s.key} transform={`translate(${LABEL + i * 180} 6)`}>
            <rect width="14" height="14" className={s.className} />
            <text x="20" y="12" className="fill-ink text-[13px]">
              {s.label}
            </text>
          </g>
        ))}
        {TICKS.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={LEGEND - 6}
              y2={plotBottom}
              className={tick === 0 ? "stroke-muted" : "stroke-line"}
              strokeWidth={tick === 0 ? 1.5 : 1}
            />
            <text x={x(tick)} y={height - 4} textAnchor="middle" className="fill-muted text-[12px]">{`${tick} %`}</text>
          </g>
        ))}
        {rows.map((row, i) => {
          const top = LEGEND + i * (groupHeight + GROUP_GAP);
          return (
            <g key={row.area}>
              <text x={LABEL - 10} y={top + groupHeight / 2 + 5} textAnchor="end" className="fill-navy text-[13px] font-bold">
                {t(`evaluation.areas.${row.area}`)}
              </text>
              {series.map((s, j) => {
                const share = row[s.key];
                const y = top + j * (BAR + GAP);
                return (
                  <g key={s.key}>
                    {share !== null && share > 0 && (
                      <rect x={LABEL} y={y} width={x(share) - LABEL} height={BAR} rx="3" className={s.className} />
                    )}
                    <text
                      x={(share === null ? LABEL : x(share)) + 6}
                      y={y + 12.5}
                      className={share === null ? "fill-muted text-[12px] italic" : "fill-ink text-[12px]"}
                    >
                      {percent(share, noData)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">{t("evaluation.results.comparisonLead")}</figcaption>
      <table className="w-full max-w-3xl border-collapse text-sm">
        <caption className="mb-2 text-left font-bold text-navy">{t("evaluation.results.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b-2 border-line px-3 py-2 text-left">
              {t("evaluation.results.area")}
            </th>
            <th scope="col" className="border-b-2 border-line px-3 py-2 text-right">
              {t("evaluation.stages.initial")}
            </th>
            <th scope="col" className="border-b-2 border-line px-3 py-2 text-right">
              {t("evaluation.stages.final")}
            </th>
            <th scope="col" className="border-b-2 border-line px-3 py-2 text-right">
              {t("evaluation.results.change")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.area}>
              <th scope="row" className="border-b border-line px-3 py-2 text-left">
                {t(`evaluation.areas.${row.area}`)}
              </th>
              <td className="border-b border-line px-3 py-2 text-right tabular-nums">{percent(row.initial, noData)}</td>
              <td className="border-b border-line px-3 py-2 text-right tabular-nums">{percent(row.final, noData)}</td>
              <td className="border-b border-line px-3 py-2 text-right tabular-nums">
                {row.change === null
                  ? noData
                  : t("evaluation.results.points", { value: row.change > 0 ? `+${row.change}` : String(row.change) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
