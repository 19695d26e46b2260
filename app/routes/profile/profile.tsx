import { useTranslation } from "../../i18n/index.ts";
import { data, Link } from "react-router";
import { PROFILE_TABS, type ProfileTab, profileTabOf } from "../../../common/routes.ts";
import { canOpen } from "../../../common/access.ts";
import { type CurrentUser, isLicensed } from "../../../common/user.ts";
import { ProfileCoursesQuery } from "../../components/courses/documents.ts";
import { MyCoursesTab } from "../../components/courses/MyCoursesTab.tsx";
import { MyActivitiesQuery } from "../../components/activities/documents.ts";
import { MyActivities } from "../../components/activities/MyActivities.tsx";
import { MyContributionsQuery } from "../../components/contributions/documents.ts";
import { MyContributions } from "../../components/contributions/MyContributions.tsx";
import { MyProgramItineraries } from "../../components/in-class/documents.ts";
import { MyItineraries } from "../../components/in-class/ItinerariesByAge.tsx";
import { SettingsQuery, UpdateProfile } from "../../components/profile/documents.ts";
import type { FormValues } from "../../components/profile/form-values.ts";
import { SettingsTab } from "../../components/profile/SettingsTab.tsx";
import { userTypeAction } from "../../components/profile/user-type.server.ts";
import type { Catalogue } from "../../i18n/es/index.ts";
import { pageMessages, pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, pageContext, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { courseCardStyles } from "../../components/courses/styles.ts";
import type { Route } from "./+types/profile";

/** Each tab its own title ("Mis actividades · Mi cuenta · Código Pequeño"): the tabs are told apart in the history and the browser's tabs. */
export const links: Route.LinksFunction = () => courseCardStyles;

export const meta: Route.MetaFunction = (args) => {
  const texts = pageMessages(args) as Pick<Catalogue, "meta" | "profile"> | undefined;
  const tab = args.loaderData?.tab;
  return pageMeta(args, "profile", texts && tab ? { title: `${texts.profile.tabs[tab]} · ${texts.meta.profile.title}` } : undefined);
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const tab: ProfileTab | null = params.tab ? profileTabOf(params.tab) : "activities";
  if (!tab) throw data(null, { status: 404 });
  // The access rule (login required) already ran in the root middleware, so `me` is set.
  const me = page(context).me as CurrentUser;
  if (tab === "activities") {
    const { myActivities } = await query(context, MyActivitiesQuery);
    return { tab, me, settings: null, activities: myActivities, contributions: null };
  }
  if (tab === "contributions") {
    const { myContributions } = await query(context, MyContributionsQuery);
    return { tab, me, settings: null, activities: null, contributions: myContributions };
  }
  if (tab === "itineraries") {
    // Without a licence there are no programmes: the tab says how to add one, without asking the API.
    if (!isLicensed(me)) return { tab, me, settings: null, activities: null, contributions: null, programs: null };
    const mine = await gql(context, MyProgramItineraries);
    if (!mine.data?.me) throw data(null, { status: 500 });
    return { tab, me, settings: null, activities: null, contributions: null, programs: mine.data.me.programs };
  }
  if (tab === "courses") {
    // Without access to courses the tab says so (and how to add a licence), without asking the API.
    if (!canOpen(me, "my-courses")) return { tab, me, settings: null, activities: null, contributions: null, courses: null };
    const mine = await gql(context, ProfileCoursesQuery);
    if (!mine.data) throw data(null, { status: 500 });
    return { tab, me, settings: null, activities: null, contributions: null, courses: mine.data.courses };
  }
  if (tab !== "settings") return { tab, me, settings: null, activities: null, contributions: null };
  const settings = await query(context, SettingsQuery);
  return { tab, me, settings, activities: null, contributions: null };
}

/** Saves the settings form; the photo travels on to the in-process GraphQL call as a file. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The professional block's "who you are" is a form of its own.
  if (form.get("intent") === "user-type") {
    const { result, status } = await userTypeAction(context, form);
    return data({ userType: result }, { status });
  }
  const text = (name: string) => String(form.get(name) ?? "");
  const image = form.get("image");
  const values: FormValues = {
    name: text("name"),
    lastName: text("lastName"),
    birthday: text("birthday"),
    gender: (text("gender") || null) as FormValues["gender"],
    provinceId: text("provinceId"),
    notices: form.get("notices") === "on",
  };
  const result = await gql(context, UpdateProfile, {
    input: { ...values, removePhoto: form.get("removePhoto") === "on" },
    // Browsers send an empty, nameless file when none was chosen.
    image: image instanceof File && image.size > 0 ? image : null,
  });
  const answer = result.data?.updateProfile;
  if (succeeded(answer)) {
    // A page posted without JavaScript renders in this same request, after the middleware read `me`:
    // the root (data banner, header) must see the saved data.
    const info = page(context);
    if (info.me) context.set(pageContext, { ...info, me: { ...info.me, ...answer.data } });
    return { saved: Date.now() };
  }
  // Section 8: whatever went wrong, "Error updating data", with each field's own message. The values
  // go back so that a page rendered without JavaScript keeps what was typed.
  const { status, failure } = refusedForm(result, answer);
  return data({ saved: null, ...failure, error: "errors.updateFailed", values }, { status });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { tab, me, settings, activities, contributions } = loaderData;
  const programs = "programs" in loaderData ? loaderData.programs : null;
  const courses = "courses" in loaderData ? loaderData.courses : null;
  const userType = actionData && "userType" in actionData ? actionData.userType : null;
  const personal = actionData && !("userType" in actionData) ? actionData : null;
  const failure = personal && personal.saved === null ? personal : null;
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
        <h2 id="tab-title" data-route-focus>
          {t(`profile.tabs.${tab}`)}
        </h2>
        {tab === "activities" ? (
          activities && <MyActivities data={activities} />
        ) : tab === "contributions" ? (
          contributions && <MyContributions items={contributions} />
        ) : tab === "itineraries" ? (
          programs ? (
            <MyItineraries programs={programs} />
          ) : (
            <div className="empty flex flex-col items-center gap-3">
              <p>{t("itineraries.mine.noLicence")}</p>
              <Link to={to("licence-assign")} className="btn btn-primary btn-sm">
                {t("itineraries.mine.addLicence")}
              </Link>
            </div>
          )
        ) : tab === "courses" ? (
          courses ? (
            <MyCoursesTab courses={courses} />
          ) : (
            <div className="empty flex flex-col items-center gap-3">
              <p>{t("courses.mine.noAccess")}</p>
              <Link to={to("licence-assign")} className="btn btn-primary btn-sm">
                {t("itineraries.mine.addLicence")}
              </Link>
            </div>
          )
        ) : (
          settings && <SettingsTab me={me} data={settings} saved={personal?.saved ?? null} failure={failure} userType={userType} />
        )}
      </section>
    </div>
  );
}
