import { Icon } from "./icons/Icon.tsx";
import { cookie } from "./icons/shapes.ts";
import { useRef, useState } from "react";
import { useTranslation } from "../i18n/index.ts";
import { Link, useRevalidator } from "react-router";
import { useTo } from "../lib/root-data.ts";
import { type ConsentChoice, ConsentOptions, storeConsent } from "./ConsentOptions.tsx";
import { focusContent, useBannerClearance } from "./useBannerClearance.ts";

/**
 * First-visit cookie banner. A labelled region, not a modal: it traps no focus. It comes first in the
 * page's order, so the keyboard reaches it at once, but shows at the end, sticking to the window's bottom
 * edge while the page scrolls, which keeps what has focus clear of it (useBannerClearance). Accepting and
 * refusing are equally prominent (children's privacy: no nudging); the choices opened by "configure"
 * come right after it, before the button that saves them.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const to = useTo();
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
        <div className="consent-actions">
          <button type="button" className="btn btn-navy btn-sm" onClick={() => save({ analytics: false, marketing: false })}>
            {t("layout.consent.rejectAll")}
          </button>
          <button type="button" className="btn btn-navy btn-sm" onClick={() => save({ analytics: true, marketing: true })}>
            {t("layout.consent.acceptAll")}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={configuring}
            aria-controls="consent-options"
            onClick={() => setConfiguring((value) => !value)}
          >
            {t("layout.consent.configure")}
          </button>
        </div>
        {/* Drawn only once asked for (the buttons work with JavaScript only): not sent in every first page. */}
        <div id="consent-options" className="consent-choices" hidden={!configuring}>
          {configuring && (
            <>
              <ConsentOptions idPrefix="consent" value={choice} onChange={setChoice} />
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => save(choice)}>
                {t("layout.consent.save")}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
