import { Icon } from "./icons/Icon.tsx";
import { cookie } from "./icons/shapes.ts";
import { useRef, useState } from "react";
import { useTranslation } from "../i18n/index.ts";
import { Link, useLocation, useRevalidator } from "react-router";
import { RETURN_FIELD } from "../../common/preferences.ts";
import { useTo } from "../lib/root-data.ts";
import { type ConsentChoice, ConsentOptions, storeConsent } from "./ConsentOptions.tsx";
import { focusContent, useBannerClearance } from "./useBannerClearance.ts";
import { useHydrated } from "./useHydrated.ts";

/**
 * First-visit cookie banner. A labelled region, not a modal: it traps no focus. It comes first in the
 * page's order, so the keyboard reaches it at once, but shows at the end, sticking to the window's bottom
 * edge while the page scrolls, which keeps what has focus clear of it (useBannerClearance). Accepting and
 * refusing are equally prominent (children's privacy: no nudging); the choices opened by "configure"
 * come right after it, before the button that saves them. The buttons are a form posted to the preferences route,
 * which stores the choice and comes back to this page when the page's scripts have not run (issue 31); "configure"
 * is a link to the cookie policy's settings until they have.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const to = useTo();
  const location = useLocation();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const [closed, setClosed] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false });
  const banner = useRef<HTMLElement>(null);
  useBannerClearance(banner);
  if (closed) return null;

  function save(value: ConsentChoice) {
    storeConsent(value);
    setClosed(true);
    focusContent();
    void revalidate();
  }

  // With the page's scripts: stored here, no round trip.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (pressed === "all") save({ analytics: true, marketing: true });
    else if (pressed === "chosen") save(choice);
    else save({ analytics: false, marketing: false });
  }

  return (
    <section ref={banner} className="consent-banner" aria-labelledby="consent-title">
      <div className="consent-inner">
        <div className="consent-text">
          <h2 id="consent-title" className="consent-title">
            <Icon d={cookie} />
            {t("layout.consent.title")}
          </h2>
          <p>
            {t("layout.consent.text")} <Link to={to("cookies")}>{t("layout.consent.policy")}</Link>
          </p>
        </div>
        {/* Laid out as its children (display: contents): the actions and the choices are rows of the banner. */}
        <form method="post" action={to("preferences")} className="consent-form" onSubmit={onSubmit}>
          <input type="hidden" name={RETURN_FIELD} value={location.pathname + location.search} />
          <div className="consent-actions">
            <button type="submit" name="consent" value="necessary" className="btn btn-navy btn-sm">
              {t("layout.consent.rejectAll")}
            </button>
            <button type="submit" name="consent" value="all" className="btn btn-navy btn-sm">
              {t("layout.consent.acceptAll")}
            </button>
            {hydrated ? (
              <button
                type="button"
                className="btn btn-secondary btn-sm consent-configure"
                aria-expanded={configuring}
                aria-controls="consent-options"
                onClick={() => setConfiguring((value) => !value)}
              >
                {t("layout.consent.configure")}
              </button>
            ) : (
              <Link to={`${to("cookies")}#cookie-settings`} className="btn btn-secondary btn-sm consent-configure">
                {t("layout.consent.configure")}
              </Link>
            )}
          </div>
          {/* Drawn only once asked for (the page's scripts open it): not sent in every first page. */}
          <div id="consent-options" className="consent-choices" hidden={!configuring}>
            {configuring && (
              <>
                <ConsentOptions idPrefix="consent" value={choice} onChange={setChoice} />
                <button type="submit" name="consent" value="chosen" className="btn btn-secondary btn-sm">
                  {t("layout.consent.save")}
                </button>
              </>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
