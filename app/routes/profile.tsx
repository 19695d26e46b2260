import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { PROFILE_TABS, type ProfileTab, profileTabOf } from "../../common/routes.ts";
import type { CurrentUser } from "../../common/user.ts";
import { pageMeta } from "../lib/meta.ts";
import { page } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "profile");

export function loader({ params, context }: Route.LoaderArgs) {
  const tab: ProfileTab | null = params.tab ? profileTabOf(params.tab) : "activities";
  if (!tab) throw data(null, { status: 404 });
  // The access rule (login required) already ran in the root middleware, so `me` is set.
  return { tab, me: page(context).me as CurrentUser };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { tab, me } = loaderData;
  return (
    <div className="page">
      <h1 className="page-title">{t("profile.title")}</h1>
      <p className="page-lead">{t("profile.hello", { name: me.name ?? me.email })}</p>
      <nav aria-label={t("profile.tabsLabel")} className="tabs">
        <ul>
          {(Object.keys(PROFILE_TABS) as ProfileTab[]).map((key) => (
            <li key={key}>
              <Link to={to("profile", { tab: PROFILE_TABS[key].es })} aria-current={key === tab ? "page" : undefined} className="tab">
                {t(`profile.tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="panel" aria-labelledby="tab-title">
        <h2 id="tab-title">{t(`profile.tabs.${tab}`)}</h2>
        {tab === "settings" ? <Settings me={me} /> : <p className="empty">{t(EMPTY[tab])}</p>}
      </section>
    </div>
  );
}

const EMPTY = {
  activities: "profile.emptyActivities",
  contributions: "profile.emptyContributions",
  courses: "profile.emptyCourses",
  itineraries: "profile.emptyItineraries",
} as const;

function Settings({ me }: { me: CurrentUser }) {
  const { t } = useTranslation();
  const notSet = t("profile.notSet");
  const rows: [string, string | null | undefined][] = [
    [t("profile.email"), me.email],
    [t("profile.name"), me.name],
    [t("profile.lastName"), me.lastName],
    [t("profile.province"), me.province?.name],
  ];
  return (
    <>
      <h3>{t("profile.personalData")}</h3>
      <dl className="data-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || notSet}</dd>
          </div>
        ))}
      </dl>
      <h3>{t("profile.licence")}</h3>
      {me.licenseData ? (
        <dl className="data-list">
          <div>
            <dt>{t("profile.center")}</dt>
            <dd>{me.licenseData.center ?? notSet}</dd>
          </div>
          <div>
            <dt>{t("profile.organization")}</dt>
            <dd>{me.licenseData.organization?.name ?? notSet}</dd>
          </div>
          <div>
            <dt>{t("profile.programs")}</dt>
            <dd>{me.programs.map((p) => p.name).join(", ") || notSet}</dd>
          </div>
        </dl>
      ) : (
        <p className="empty">{t("profile.noLicence")}</p>
      )}
    </>
  );
}
