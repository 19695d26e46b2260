import { useState } from "react";
import { useTranslation } from "../i18n/index.ts";
import { useRevalidator } from "react-router";
import { useRootData } from "../lib/root-data.ts";
import { type ConsentChoice, ConsentOptions, storeConsent } from "./ConsentOptions.tsx";

/** The cookie preferences form of the cookies page (the footer's "cookie settings" link lands here). */
export function CookieSettings() {
  const { t } = useTranslation();
  const consent = useRootData()?.consent;
  const { revalidate } = useRevalidator();
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  });
  const [saved, setSaved] = useState(false);

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
      <form onSubmit={onSubmit} className="cookie-settings-form">
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
          <p role="status" className="cookie-settings-status">
            {saved ? t("layout.consent.saved") : ""}
          </p>
        </div>
      </form>
    </section>
  );
}
