import { Icon } from "./icons/Icon.tsx";
import { sparkles, x } from "./icons/shapes.ts";
import { useRef, useState } from "react";
import { useTranslation } from "../i18n/index.ts";
import { Link } from "react-router";
import { HIDE_DATA_BANNER_COOKIE } from "../../common/constants.ts";
import { setPreferenceCookie } from "../lib/cookies.ts";
import { useTo } from "../lib/root-data.ts";

import { focusContent, useBannerClearance } from "./useBannerClearance.ts";

/**
 * Section 2's data banner for signed-in users missing name, last name or province. Like the cookie
 * banner it comes first in the keyboard's order and sticks to the window's bottom edge, clear of focus.
 */
export default function DataBanner() {
  const { t } = useTranslation();
  const to = useTo();
  const [dismissed, setDismissed] = useState(false);
  const banner = useRef<HTMLElement>(null);
  useBannerClearance(banner);
  if (dismissed) return null;

  function dismiss() {
    setPreferenceCookie(HIDE_DATA_BANNER_COOKIE, "1");
    setDismissed(true);
    focusContent();
  }

  return (
    <section ref={banner} className="data-banner" aria-label={t("layout.dataBanner.label")}>
      <div className="data-banner-inner">
        <span className="data-banner-icon" aria-hidden="true">
          <Icon d={sparkles} />
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
            <Icon d={x} />
            <span className="data-banner-dismiss-label">{t("layout.dataBanner.dismiss")}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
