import { Icon } from "./icons/Icon.tsx";
import { sparkles, x } from "./icons/shapes.ts";
import { useRef, useState } from "react";
import { useTranslation } from "../i18n/index.ts";
import { Link, useLocation } from "react-router";
import { RETURN_FIELD } from "../../common/preferences.ts";
import { HIDE_DATA_BANNER_COOKIE } from "../../common/constants.ts";
import { setPreferenceCookie } from "../lib/cookies.ts";
import { useTo } from "../lib/root-data.ts";

import { focusContent, useBannerClearance } from "./useBannerClearance.ts";

/**
 * Section 2's data banner for signed-in users missing name, last name or province. Like the cookie
 * banner it comes first in the keyboard's order and sticks to the window's bottom edge, clear of focus. Its dismiss
 * button is a form posted to the preferences route when the page's scripts have not run (issue 31).
 */
export default function DataBanner() {
  const { t } = useTranslation();
  const to = useTo();
  const location = useLocation();
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
          <form
            method="post"
            action={to("preferences")}
            className="contents"
            onSubmit={(event) => {
              event.preventDefault();
              dismiss();
            }}
          >
            <input type="hidden" name={RETURN_FIELD} value={location.pathname + location.search} />
            <button type="submit" name="dataBanner" value="hide" className="btn btn-secondary btn-sm data-banner-dismiss">
              <Icon d={x} />
              <span className="data-banner-dismiss-label">{t("layout.dataBanner.dismiss")}</span>
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
