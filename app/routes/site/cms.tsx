import { Link } from "react-router";
import { canOpen } from "../../../common/access.ts";
import type { RouteName } from "../../../common/routes.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import {
  calendarDays,
  chartColumn,
  clipboardList,
  fileText,
  globe,
  idCard,
  keySquare,
  mapPin,
  shieldCheck,
  trophy,
  users,
} from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms");

type Entry = readonly [name: RouteName, shape: string, label: string];

/**
 * The back office's one navigation (/cms, issue 18): every staff screen, each listed when the route table's rule lets
 * the user open it (canOpen: decision 052), so this page keeps no list of roles of its own; each screen and its
 * operations check the role again. A section shows when one of its screens opens. /gestion, the list's earlier
 * address, leads here.
 */
export default function Cms() {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const sections: { id: string; title: string; entries: Entry[] }[] = [
    {
      id: "staff-content",
      title: t("staff.content"),
      entries: [
        ["staff-reports", clipboardList, t("staff.reports")],
        ["staff-surveys", clipboardList, t("staff.surveys")],
        ["staff-teacher-challenge", trophy, t("staff.teacherChallenge")],
        ["staff-europe-challenge", globe, t("staff.europeChallenge")],
        ["staff-analytics", chartColumn, t("staff.analytics")],
      ],
    },
    {
      id: "staff-editors",
      title: t("staff.editors"),
      entries: [
        ["cms-news", fileText, t("staff.news")],
        ["cms-events", calendarDays, t("staff.events")],
        ["cms-topics", fileText, t("staff.topics")],
        ["cms-programs", fileText, t("staff.programs")],
        ["cms-activities", fileText, t("staff.activities")],
        ["cms-courses", fileText, t("staff.courses")],
        ["cms-itineraries", fileText, t("staff.itineraries")],
        ["cms-formations", fileText, t("staff.formations")],
        ["cms-downloads", fileText, t("staff.downloads")],
        ["cms-faqs", fileText, t("staff.faqs")],
        ["cms-dossier", fileText, t("staff.dossier")],
        ["cms-centres", mapPin, t("staff.centres")],
        ["cms-challenges", fileText, t("staff.challengeEditions")],
      ],
    },
    {
      id: "staff-people",
      title: t("staff.peopleSection"),
      entries: [
        ["cms-people", idCard, t("staff.people")],
        ["cms-audit", clipboardList, t("staff.audit")],
      ],
    },
    {
      id: "staff-roles",
      title: t("staff.roles"),
      entries: [
        ["staff-licences", keySquare, t("staff.licences")],
        ["staff-licence-requests", users, t("staff.licenceRequests")],
        ["moderation", shieldCheck, t("staff.moderation")],
      ],
    },
  ];
  return (
    <div className="page">
      <h1 className="page-title">{t("staff.title")}</h1>
      <p className="page-lead">{t("staff.lead")}</p>
      <div className="panel-grid">
        {sections.map((section) => {
          const open = section.entries.filter(([name]) => canOpen(me, name));
          if (open.length === 0) return null;
          return (
            <section key={section.id} className="panel" aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              <ul className="flex flex-col gap-2">
                {open.map(([name, shape, label]) => (
                  <li key={name}>
                    <Link to={to(name)} className="inline-flex items-center gap-2 font-bold">
                      <Icon d={shape} className="size-5 flex-none text-navy" /> {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
