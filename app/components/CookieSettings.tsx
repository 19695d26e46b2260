import { useState } from "react";
import { useTranslation } from "../i18n/index.ts";
import { useLocation, useRevalidator } from "react-router";
import { RETURN_FIELD } from "../../common/preferences.ts";
import { useRootData, useTo } from "../lib/root-data.ts";
import { type ConsentChoice, ConsentOptions, storeConsent } from "./ConsentOptions.tsx";

/**
 * The cookie preferences form of the cookies page (the footer's "cookie settings" link lands here). With the page's
 * scripts it stores the choice itself; before or without them it is posted to the preferences route, which stores it
 * and comes back here with ?cookies=saved: the confirmation then has the focus (issue 31).
 */
export function CookieSettings() {
  const { t } = useTranslation();
  const consent = useRootData()?.consent;
  const { revalidate } = useRevalidator();
  const to = useTo();
  const location = useLocation();
  const savedByServer = new URLSearchParams(location.search).get("cookies") === "saved";
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  });
  const [saved, setSaved] = useState(savedByServer);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    storeConsent(choice);
    setSaved(true);
    void revalidate();
  }

  return (
    <section id="cookie-settings" className="cookie-settings form-card" aria-labelledby="cookie-settings-title">
      <div>
        <h2 id="cookie-settings-title" className="cookie-settings-title">
          {t("layout.consent.settingsTitle")}
        </h2>
        <p className="field-hint">{t("layout.consent.settingsIntro")}</p>
      </div>
      <form method="post" action={to("preferences")} onSubmit={onSubmit} className="cookie-settings-form">
        <input type="hidden" name="consent" value="chosen" />
        <input type="hidden" name={RETURN_FIELD} value={`${to("cookies")}?cookies=saved`} />
        <ConsentOptions
          idPrefix="cookie-settings"
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setSaved(false);
          }}
        />
        <div className="cookie-settings-actions">
          <button type="submit" className="btn btn-primary">
            {t("layout.consent.save")}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: back from a post without scripts, the confirmation is where the keyboard was */}
          <p role="status" className="cookie-settings-status" tabIndex={-1} autoFocus={savedByServer}>
            {saved ? t("layout.consent.saved") : ""}
          </p>
        </div>
      </form>
    </section>
  );
}
