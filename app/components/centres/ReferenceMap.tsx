import { MAP_HEIGHT, MAP_VIEWBOX, MAP_WIDTH, SPAIN_MAP_SRC } from "../../../common/spain-map.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { ListedCentre } from "./documents.ts";

/**
 * The map (decision 035): the static drawing of the autonomous communities as an image, under an SVG of the same
 * viewBox whose markers are links to the centres' entries in the list (#centre-<id>). Tab reaches each marker; its
 * label, the link's name (centre and town), shows while it has the focus or the pointer (centres.css). No script: the
 * server placed the markers.
 */
export function ReferenceMap({ centres }: { centres: readonly ListedCentre[] }) {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto w-full max-w-2xl">
      <img src={SPAIN_MAP_SRC} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} className="block h-auto w-full" />
      <nav aria-label={t("centres.list.markers")} className="absolute inset-0">
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: no picture, only the markers' links; the nav around them names them */}
        <svg viewBox={MAP_VIEWBOX} className="h-full w-full overflow-visible">
          {centres.map((centre) => {
            if (!centre.position) return null;
            const { x, y } = centre.position;
            // Near an edge the label grows inwards; near the top it goes below the marker.
            const anchor = x < 130 ? "start" : x > MAP_WIDTH - 130 ? "end" : undefined;
            const labelX = anchor === "start" ? x - 8 : anchor === "end" ? x + 8 : x;
            return (
              <a key={centre.id} href={`#centre-${centre.id}`} className="map-marker">
                <circle cx={x} cy={y} r={5.5} />
                <text x={labelX} y={y < 40 ? y + 26 : y - 14} textAnchor={anchor ?? "middle"}>
                  {t("centres.list.marker", { name: centre.name, town: centre.town ?? "" })}
                </text>
              </a>
            );
          })}
        </svg>
      </nav>
    </div>
  );
}
