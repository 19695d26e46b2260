import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { safeReturnPath } from "../../../common/return-path.ts";
import { pageMeta } from "../../lib/meta.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/signup-success";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "signup-success");

/** `?page=`: the page the new user signed up from, offered first. */
export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: safeReturnPath(new URL(request.url).searchParams.get("page"), new URL(request.url).origin) };
}

export default function SignupSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <div className="form-page">
      <section className="form-card text-center" aria-labelledby="success-title">
        <h1 id="success-title">{t("signup.successTitle")}</h1>
        <p>{t("signup.successText")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {loaderData.returnTo && (
            <Link className="btn btn-primary" to={loaderData.returnTo}>
              {t("signup.successBack")}
            </Link>
          )}
          <Link className={loaderData.returnTo ? "btn btn-secondary" : "btn btn-primary"} to={to("profile", { tab: "configuracion" })}>
            {t("signup.successProfile")}
          </Link>
          <Link className="btn btn-secondary" to={to("home")}>
            {t("signup.successActivities")}
          </Link>
        </div>
      </section>
    </div>
  );
}
