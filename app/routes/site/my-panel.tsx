import { canViewAsPackage } from "../../../common/roles.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, Link, redirect } from "react-router";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { pathFor } from "../../../common/routes.ts";
import type { CurrentUser } from "../../../common/user.ts";
import { MyProgramItineraries, type PackageOption, PackageOptionFields } from "../../components/in-class/documents.ts";
import { ItinerariesByAge } from "../../components/in-class/ItinerariesByAge.tsx";
import { CentrePanel } from "../../components/panel/CentrePanel.tsx";
import { Shortcuts } from "../../components/panel/Shortcuts.tsx";
import { type Training, TrainingHours } from "../../components/panel/TrainingHours.tsx";
import { type TeamPackageFailure, TeamPackagePicker } from "../../components/panel/TeamPackagePicker.tsx";
import { graphql } from "../../lib/graphql.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/my-panel";

/** Team-package users (section 6): the packages and the one viewed as. */
const TeamPackages = graphql(`query TeamPackages { licencePackages { ...PackageOptionFields } viewedPackage }`, [PackageOptionFields]);

/** The teacher's training hours of this school year and the courses they completed (their certificates). */
const MyTrainingHours = graphql(`
  query MyTrainingHours { myTrainingHours { schoolYear hours criterion courses { slug title hours completedAt certificateCode current } } }
`);

const ViewAsPackage = graphql(
  `mutation ViewAsPackage($packageId: ID) {
    viewAsPackage(packageId: $packageId) {
      __typename
      ... on MutationViewAsPackageSuccess { data { packageId } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "my-panel");

type Team = { packages: PackageOption[]; viewed: string | null };

export async function loader({ context }: Route.LoaderArgs) {
  const info = page(context);
  // Licence route: the root refuses unlicensed users with the 403 page, so nothing is sent for them.
  if (info.decision.kind !== "allow" || !info.me) return { me: null, programs: [], team: null, training: null };
  const me = info.me as CurrentUser;
  const [mine, team, trained] = await Promise.all([
    gql(context, MyProgramItineraries),
    canViewAsPackage(me) ? gql(context, TeamPackages) : null,
    gql(context, MyTrainingHours),
  ]);
  if (!mine.data?.me || (team && !team.data) || !trained.data) throw data(null, { status: 500 });
  const teamData: Team | null = team?.data ? { packages: team.data.licencePackages, viewed: team.data.viewedPackage } : null;
  const hours = trained.data.myTrainingHours;
  // Dates are written on the server, in Madrid's calendar: the browser's own ICU data never changes them.
  const day = dateFormat(info.lang === "es" ? "es-ES" : "en-GB", { dateStyle: "long", timeZone: EVENT_TIME_ZONE });
  const training: Training = {
    ...hours,
    courses: hours.courses.map((course) => ({ ...course, completedOn: day.format(new Date(course.completedAt)) })),
  };
  return { me, programs: mine.data.me.programs, team: teamData, training };
}

/** A team-package user's choice of package; then back to the panel, which now shows that package's view. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "view-as") throw data(null, { status: 400 });
  const packageId = String(form.get("packageId") ?? "");
  const result = await gql(context, ViewAsPackage, { packageId: packageId || null });
  const answer = result.data?.viewAsPackage;
  if (succeeded(answer)) throw redirect(pathFor("my-panel", page(context).lang));
  // Not a team-package user (the API refuses the field), or a package that does not exist.
  if (!answer) throw data(null, { status: result.errors?.length ? 403 : 500 });
  const failure: TeamPackageFailure = {
    error: (answer.__typename === "DomainError" ? answer.fields[0]?.message : null) ?? "myPanel.team.failed",
  };
  return data(failure, { status: 400 });
}

export default function MyPanel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { me, programs, team, training } = loaderData;
  if (!me) return null;
  const itineraries = programs.flatMap((program) => program.itineraries);
  return (
    <div className="page">
      <h1 className="page-title">{t("myPanel.hello", { name: me.name ?? me.email })}</h1>
      <p className="page-lead">{t("myPanel.intro")}</p>
      {team && <TeamPackagePicker packages={team.packages} viewed={team.viewed} failure={actionData ?? null} />}
      <div className="panel-grid">
        <CentrePanel me={me} />
        <section className="panel" aria-labelledby="panel-programs">
          <h2 id="panel-programs">{t("myPanel.programs")}</h2>
          <ul className="list-disc pl-5">
            {me.programs.map((program) => (
              <li key={program.id}>{program.name}</li>
            ))}
          </ul>
        </section>
        <Shortcuts />
      </div>
      <section className="panel mt-6" aria-labelledby="panel-itineraries">
        <h2 id="panel-itineraries">{t("myPanel.itineraries")}</h2>
        <p className="mb-4 text-muted">{t("myPanel.itinerariesIntro")}</p>
        {itineraries.length > 0 ? (
          <ItinerariesByAge itineraries={itineraries} headingLevel={3} />
        ) : (
          <p className="empty">{t("myPanel.noItineraries")}</p>
        )}
        <p className="mt-4">
          <Link to={to("itineraries")} className="btn btn-secondary btn-sm">
            {t("myPanel.allItineraries")}
          </Link>
        </p>
      </section>
      {training && <TrainingHours training={training} />}
    </div>
  );
}
