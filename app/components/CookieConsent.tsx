import { Cookie } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { useTo } from "../lib/root-data.ts";
import { type ConsentChoice, ConsentOptions, focusContent, storeConsent } from "./ConsentOptions.tsx";

/**
 * First-visit cookie banner. A labelled region at the end of the page, not a modal: it traps no focus,
 * and it sticks to the bottom only while it scrolls, so the footer can always be reached above it.
 * Accepting and refusing are equally prominent (children's privacy: no nudging).
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const to = useTo();
  const { revalidate } = useRevalidator();
  const [closed, setClosed] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false });
  if (closed) return null;

  function save(value: ConsentChoice) {
    storeConsent(value);
    setClosed(true);
    focusContent();
    void revalidate();
  }

  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <div className="consent-inner">
        <div className="consent-text">
          <h2 id="consent-title" className="consent-title">
            <Cookie aria-hidden="true" />
            {t("layout.consent.title")}
          </h2>
          <p>
            {t("layout.consent.text")} <Link to={to("cookies")}>{t("layout.consent.policy")}</Link>
          </p>
        </div>
        <div id="consent-options" hidden={!configuring}>
          <ConsentOptions idPrefix="consent" value={choice} onChange={setChoice} />
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
          {configuring && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => save(choice)}>
              {t("layout.consent.save")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
