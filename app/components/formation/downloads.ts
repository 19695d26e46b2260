import type { DownloadPage } from "../../../common/formation.ts";
import type { Language } from "../../../common/languages.ts";
import type { RouteName } from "../../../common/routes.ts";
import { numberFormat } from "../../lib/intl.ts";

/** The three downloads screens share one module; the route name says which page it is. */
export const DOWNLOAD_ROUTES = {
  "formation-downloads-ai-robotics": "ai-robotics",
  "formation-downloads-pc-itineraries": "pc-itineraries",
  "formation-downloads-vr": "vr",
} as const satisfies Partial<Record<RouteName, DownloadPage>>;
export type DownloadRoute = keyof typeof DOWNLOAD_ROUTES;

export function isDownloadRoute(name: string | undefined): name is DownloadRoute {
  return !!name && name in DOWNLOAD_ROUTES;
}

export type FileFormat = "pdf" | "csv" | "svg" | "other";
export function formatOf(mimeType: string): FileFormat {
  const type = mimeType.split(";")[0]?.trim();
  if (type === "application/pdf") return "pdf";
  if (type === "text/csv") return "csv";
  if (type === "image/svg+xml") return "svg";
  return "other";
}

/** "9 kB", "1,2 MB": SI units (1 kB = 1000 bytes), one decimal at most, in the page's language (small files in kB too). */
export function formatSize(bytes: number, lang: Language): string {
  const locale = lang === "es" ? "es-ES" : "en-GB";
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, "megabyte"] : [Math.max(bytes / 1000, 0.1), "kilobyte"];
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(value);
}
