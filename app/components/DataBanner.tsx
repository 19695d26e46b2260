import { Sparkles, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HIDE_DATA_BANNER_COOKIE } from "../../common/constants.ts";
import { setPreferenceCookie } from "../lib/cookies.ts";
import { useTo } from "../lib/root-data.ts";
import { focusContent } from "./ConsentOptions.tsx";

/**
 * Section 2's data banner for signed-in users missing name, last name or province. It sticks to the
 * bottom of the window while the page scrolls and rests after the footer, so it never hides content.
 */
export function DataBanner() {
  const { t } = useTranslation();
  const to = useTo();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  function dismiss() {
    setPreferenceCookie(HIDE_DATA_BANNER_COOKIE, "1");
    setDismissed(true);
    focusContent();
  }

  return (
    <section className="data-banner" aria-label={t("layout.dataBanner.label")}>
      <div className="data-banner-inner">
        <span className="data-banner-icon" aria-hidden="true">
          <Sparkles />
        </span>
        <div className="data-banner-text">
          <p className="data-banner-title">{t("layout.dataBanner.title")}</p>
          <p>{t("layout.dataBanner.text")}</p>
        </div>
        <div className="data-banner-actions">
          <Link className="btn btn-navy btn-sm" to={to("profile", { tab: "configuracion" })}>
            {t("layout.dataBanner.action")}
          </Link>
          <button type="button" className="btn btn-secondary btn-sm data-banner-dismiss" onClick={dismiss}>
            <X aria-hidden="true" />
            <span className="data-banner-dismiss-label">{t("layout.dataBanner.dismiss")}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
