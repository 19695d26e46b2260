import { Icon } from "../icons/Icon.tsx";
import {
  bookOpen,
  bot,
  circleQuestionMark,
  clipboardList,
  download,
  fileImage,
  fileText,
  graduationCap,
  idCard,
  keyRound,
  map,
  megaphone,
  users,
} from "../icons/shapes.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { isAvailableIn, type RouteName } from "../../../common/routes.ts";
import { reportKindOfUserType, REPORT_ROUTES } from "../../../common/reports.ts";
import { useMe, useRootData, useTo } from "../../lib/root-data.ts";

const DOWNLOADS = [
  ["formation-downloads-ai-robotics", "myPanel.downloadsAiRobotics"],
  ["formation-downloads-pc-itineraries", "myPanel.downloadsPcItineraries"],
  ["formation-downloads-vr", "myPanel.downloadsVr"],
] as const satisfies readonly (readonly [RouteName, string])[];

/**
 * The panel's ways into the classroom area: itineraries, dossier, FAQs, the classroom evaluation, board programming, a formation by its code, the three
 * downloads pages, the licence request and the profile's licence block, my courses, the community (forum,
 * gallery, bulletin).
 */
export function Shortcuts() {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const me = useMe();
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
  const icon = (shape: string) => <Icon d={shape} className="size-5 flex-none text-navy" />;
  return (
    <section className="panel" aria-labelledby="panel-shortcuts">
      <h2 id="panel-shortcuts">{t("myPanel.shortcuts")}</h2>
      <ul className="flex flex-col gap-2">
        {item("itineraries", icon(map), t("itineraries.title"))}
        {/* My courses exists in Spanish only; in English the profile's courses tab lists them. */}
        {lang === "es"
          ? item("my-courses", icon(graduationCap), t("courses.mine.title"))
          : item("profile", icon(graduationCap), t("courses.mine.title"), to("profile", { tab: "cursos" }))}
        {item("dossier", icon(bookOpen), t("myPanel.dossier"))}
        {item("faqs", icon(circleQuestionMark), t("myPanel.faqs"))}
        {item("evaluation", icon(clipboardList), t("myPanel.evaluation"))}
        {/* Where the robotics activities send teachers to load programs and find the boards and drivers help. */}
        {item("boards", icon(bot), t("boards.title"))}
        {item("formation-access", icon(keyRound), t("myPanel.formation"))}
        {/* The follow-up report the account's type fills (decision 033), opened with the emailed code. */}
        {me && item(REPORT_ROUTES[reportKindOfUserType(me.type)], icon(clipboardList), t("reports.panel"))}
        {item("license-form", icon(users), t("myPanel.licenceRequest"))}
        {item("profile", icon(idCard), t("myPanel.licence"), to("profile", { tab: "configuracion" }))}
      </ul>
      <h3 className="flex items-center gap-2">
        {icon(download)} {t("myPanel.downloads")}
      </h3>
      <ul className="flex flex-col gap-2">{DOWNLOADS.map(([name, label]) => item(name, icon(fileText), t(label)))}</ul>
      <h3 className="flex items-center gap-2">
        {icon(users)} {t("myPanel.community")}
      </h3>
      <ul className="flex flex-col gap-2">
        {item("forum", icon(users), t("myPanel.forum"))}
        {item("gallery", icon(fileImage), t("myPanel.gallery"))}
        {item("bulletin", icon(megaphone), t("myPanel.bulletin"))}
      </ul>
    </section>
  );
}
