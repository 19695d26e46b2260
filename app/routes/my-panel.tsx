import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CurrentUser } from "../../common/user.ts";
import { pageMeta } from "../lib/meta.ts";
import { page } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/my-panel";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "my-panel");

export function loader({ context }: Route.LoaderArgs) {
  const info = page(context);
  // Licence route: the root refuses unlicensed users with the 403 page, so nothing is sent for them.
  if (info.decision.kind !== "allow") return { me: null };
  return { me: info.me as CurrentUser };
}

export default function MyPanel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { me } = loaderData;
  if (!me) return null;
  return (
    <div className="page">
      <h1 className="page-title">{t("myPanel.hello", { name: me.name ?? me.email })}</h1>
      <p className="page-lead">{t("myPanel.intro")}</p>
      <div className="panel-grid">
        <section className="panel" aria-labelledby="panel-center">
          <h2 id="panel-center">{t("myPanel.center")}</h2>
          <p className="text-lg font-bold">{me.center?.name ?? me.licenseData?.center ?? "—"}</p>
          {me.center && <p>{[me.center.town, me.center.province?.name].filter(Boolean).join(", ")}</p>}
        </section>
        <section className="panel" aria-labelledby="panel-programs">
          <h2 id="panel-programs">{t("myPanel.programs")}</h2>
          <ul className="list-disc pl-5">
            {me.programs.map((program) => (
              <li key={program.id}>{program.name}</li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="panel-areas">
          <h2 id="panel-areas">{t("myPanel.areas")}</h2>
          <ul className="list-disc pl-5">
            <li>
              <Link to={to("profile", { tab: "configuracion" })}>{t("myPanel.profile")}</Link>
            </li>
          </ul>
          <p>{t("myPanel.comingSoon")}</p>
        </section>
      </div>
    </div>
  );
}
