import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageMeta } from "../lib/meta.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/signup-success";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "signup-success");

export function loader() {
  return null;
}

export default function SignupSuccess() {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <div className="form-page">
      <section className="form-card text-center" aria-labelledby="success-title">
        <h1 id="success-title">{t("signup.successTitle")}</h1>
        <p>{t("signup.successText")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link className="btn btn-primary" to={to("profile", { tab: "configuracion" })}>{t("signup.successProfile")}</Link>
          <Link className="btn btn-secondary" to={to("home")}>{t("signup.successActivities")}</Link>
        </div>
      </section>
    </div>
  );
}
