import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Placeholder header (replaced by the layout work). */
export function Header() {
  const { t } = useTranslation();
  return (
    <header>
      <a href="#content" className="skip-link">{t("layout.skipToContent")}</a>
      <Link to="/">{t("meta.siteName")}</Link>
    </header>
  );
}
