import { Link } from "react-router";
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

/**
 * The back office's one navigation (/cms, issue 18): every staff screen, each listed for the role that opens it; each
 * screen and its operations check the role again. /gestion, the list's earlier address, leads here.
 */
export default function Cms() {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const item = (name: RouteName, shape: string, label: string) => (
    <li key={name}>
      <Link to={to(name)} className="inline-flex items-center gap-2 font-bold">
        <Icon d={shape} className="size-5 flex-none text-navy" /> {label}
      </Link>
    </li>
  );
  return (
    <div className="page">
      <h1 className="page-title">{t("staff.title")}</h1>
      <p className="page-lead">{t("staff.lead")}</p>
      <div className="panel-grid">
        <section className="panel" aria-labelledby="staff-content">
          <h2 id="staff-content">{t("staff.content")}</h2>
          <ul className="flex flex-col gap-2">
            {item("staff-reports", clipboardList, t("staff.reports"))}
            {item("staff-surveys", clipboardList, t("staff.surveys"))}
            {item("staff-teacher-challenge", trophy, t("staff.teacherChallenge"))}
            {item("staff-europe-challenge", globe, t("staff.europeChallenge"))}
            {item("staff-analytics", chartColumn, t("staff.analytics"))}
          </ul>
        </section>
        {(me?.eventManager || me?.developer) && (
          <section className="panel" aria-labelledby="staff-editors">
            <h2 id="staff-editors">{t("staff.editors")}</h2>
            <ul className="flex flex-col gap-2">
              {me.eventManager && item("cms-news", fileText, t("staff.news"))}
              {me.eventManager && item("cms-events", calendarDays, t("staff.events"))}
              {me.developer && item("cms-topics", fileText, t("staff.topics"))}
              {me.developer && item("cms-programs", fileText, t("staff.programs"))}
              {me.developer && item("cms-activities", fileText, t("staff.activities"))}
              {me.developer && item("cms-courses", fileText, t("staff.courses"))}
              {me.developer && item("cms-itineraries", fileText, t("staff.itineraries"))}
              {me.developer && item("cms-formations", fileText, t("staff.formations"))}
              {me.developer && item("cms-downloads", fileText, t("staff.downloads"))}
              {me.developer && item("cms-faqs", fileText, t("staff.faqs"))}
              {me.developer && item("cms-dossier", fileText, t("staff.dossier"))}
              {me.developer && item("cms-centres", mapPin, t("staff.centres"))}
              {me.developer && item("cms-challenges", fileText, t("staff.challengeEditions"))}
            </ul>
          </section>
        )}
        {me?.admin && (
          <section className="panel" aria-labelledby="staff-people">
            <h2 id="staff-people">{t("staff.peopleSection")}</h2>
            <ul className="flex flex-col gap-2">
              {item("cms-people", idCard, t("staff.people"))}
              {item("cms-audit", clipboardList, t("staff.audit"))}
            </ul>
          </section>
        )}
        {(me?.licenseGenerator || me?.moderator) && (
          <section className="panel" aria-labelledby="staff-roles">
            <h2 id="staff-roles">{t("staff.roles")}</h2>
            <ul className="flex flex-col gap-2">
              {me.licenseGenerator && item("staff-licences", keySquare, t("staff.licences"))}
              {me.licenseGenerator && item("staff-licence-requests", users, t("staff.licenceRequests"))}
              {me.moderator && item("moderation", shieldCheck, t("staff.moderation"))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
