import { BookOpen, Download, FileText, HelpCircle, IdCard, Map as MapIcon, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { isAvailableIn, type RouteName } from "../../../common/routes.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";

const DOWNLOADS = [
  ["formation-downloads-ai-robotics", "myPanel.downloadsAiRobotics"],
  ["formation-downloads-pc-itineraries", "myPanel.downloadsPcItineraries"],
  ["formation-downloads-vr", "myPanel.downloadsVr"],
] as const satisfies readonly (readonly [RouteName, string])[];

/**
 * The panel's ways into the classroom area: itineraries, dossier, FAQs, the three downloads pages, the
 * licence request and the profile's licence block. Areas that later issues add are named as plain text.
 */
export function Shortcuts() {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const item = (name: RouteName, icon: ReactNode, label: string, href = to(name)) => {
    // FAQs exist in Spanish only (section 2): say so where the page's language is another.
    const spanishOnly = !isAvailableIn(name, lang);
    return (
      <li key={name}>
        <Link to={href} className="inline-flex items-center gap-2 font-bold" hrefLang={spanishOnly ? "es" : undefined}>
          {icon} {label}
          {spanishOnly && <span className="font-normal text-muted">{t("myPanel.spanishOnly")}</span>}
        </Link>
      </li>
    );
  };
  const icon = (Icon: typeof BookOpen) => <Icon aria-hidden="true" className="size-5 flex-none text-navy" />;
  return (
    <section className="panel" aria-labelledby="panel-shortcuts">
      <h2 id="panel-shortcuts">{t("myPanel.shortcuts")}</h2>
      <ul className="flex flex-col gap-2">
        {item("itineraries", icon(MapIcon), t("itineraries.title"))}
        {item("dossier", icon(BookOpen), t("myPanel.dossier"))}
        {item("faqs", icon(HelpCircle), t("myPanel.faqs"))}
        {item("license-form", icon(Users), t("myPanel.licenceRequest"))}
        {item("profile", icon(IdCard), t("myPanel.licence"), to("profile", { tab: "configuracion" }))}
      </ul>
      <h3 className="flex items-center gap-2">
        {icon(Download)} {t("myPanel.downloads")}
      </h3>
      <ul className="flex flex-col gap-2">
        {DOWNLOADS.map(([name, label]) => item(name, icon(FileText), t(label)))}
      </ul>
      <p className="mt-4 text-muted">{t("myPanel.comingSoon")}</p>
    </section>
  );
}
