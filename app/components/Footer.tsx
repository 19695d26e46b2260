import { Icon } from "./icons/Icon.tsx";
import { cookie, shieldCheck } from "./icons/shapes.ts";
import { useTranslation } from "../i18n/index.ts";
import { Link } from "react-router";
import type { RouteName } from "../../common/routes.ts";
import { useTo } from "../lib/root-data.ts";
import { LogoMark } from "./Logo.tsx";

const LEGAL: { route: RouteName; key: "privacy" | "privacyClause" | "cookies" | "legalAdvice" | "terms" }[] = [
  { route: "privacy", key: "privacy" },
  { route: "privacy-clause", key: "privacyClause" },
  { route: "cookies", key: "cookies" },
  { route: "legal-advice", key: "legalAdvice" },
  { route: "terms", key: "terms" },
];

/** Site footer: about the programme, its pages, the five legal pages and the cookie settings. */
export function Footer() {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <footer className="site-footer">
      <svg className="footer-wave" viewBox="0 0 1440 48" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M0 48V20c120 22 240 26 360 12S600-4 720 8s240 34 360 30 240-30 360-26v36z" />
      </svg>
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="footer-name">
            <LogoMark className="footer-mark" copy />
            {t("meta.siteName")}
          </p>
          <p>{t("layout.footer.about")}</p>
          <p className="footer-note">
            <Icon d={shieldCheck} />
            {t("layout.footer.privacyNote")}
          </p>
        </div>
        <nav className="footer-col" aria-labelledby="footer-programme">
          <h2 id="footer-programme" className="footer-heading">
            {t("layout.footer.programme")}
          </h2>
          <ul>
            <li>
              <Link to={to("activities")}>{t("layout.nav.activities")}</Link>
            </li>
            <li>
              <Link to={to("news")}>{t("layout.nav.news")}</Link>
            </li>
            <li>
              <Link to={to("events")}>{t("layout.nav.events")}</Link>
            </li>
            <li>
              <Link to={to("introduction")}>{t("layout.nav.introduction")}</Link>
            </li>
            <li>
              <Link to={to("methodology")}>{t("layout.nav.methodology")}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            {t("layout.footer.legal")}
          </h2>
          <ul>
            {LEGAL.map(({ route, key }) => (
              <li key={route}>
                <Link to={to(route)}>{t(`layout.footer.${key}`)}</Link>
              </li>
            ))}
            <li>
              <Link to={`${to("cookies")}#cookie-settings`} className="footer-cookies">
                <Icon d={cookie} />
                {t("layout.footer.cookieSettings")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <p>{t("layout.footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
