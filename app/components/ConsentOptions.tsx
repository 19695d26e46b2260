import { useTranslation } from "../i18n/index.ts";
import { CONSENT_COOKIE } from "../../common/constants.ts";
import { type Consent, serializeConsent } from "../lib/consent.ts";
import { setPreferenceCookie } from "../lib/cookies.ts";

export type ConsentChoice = Omit<Consent, "necessary">;

/** Stores the visitor's choice in the consent cookie (section 9). */
export function storeConsent(choice: ConsentChoice): void {
  setPreferenceCookie(CONSENT_COOKIE, serializeConsent(choice));
}

/**
 * The three cookie categories as labelled checkboxes; necessary ones are always on. Each optional one is posted by
 * its name when ticked (the preferences route reads them without the page's scripts).
 */
export function ConsentOptions({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: ConsentChoice;
  onChange: (value: ConsentChoice) => void;
}) {
  const { t } = useTranslation();
  const rows = [
    { key: "necessary", label: t("layout.consent.necessary"), text: t("layout.consent.necessaryText") },
    { key: "analytics", label: t("layout.consent.analytics"), text: t("layout.consent.analyticsText") },
    { key: "marketing", label: t("layout.consent.marketing"), text: t("layout.consent.marketingText") },
  ] as const;
  return (
    <fieldset className="consent-options">
      <legend className="sr-only">{t("layout.consent.categories")}</legend>
      {rows.map((row) => {
        const id = `${idPrefix}-${row.key}`;
        const fixed = row.key === "necessary";
        return (
          <div key={row.key} className="consent-option checkbox">
            <input
              id={id}
              type="checkbox"
              name={fixed ? undefined : row.key}
              checked={fixed ? true : value[row.key]}
              disabled={fixed}
              aria-describedby={`${id}-text`}
              onChange={fixed ? undefined : (event) => onChange({ ...value, [row.key]: event.target.checked })}
            />
            <div>
              <label htmlFor={id} className="consent-option-label">
                {row.label}
                {fixed && <span className="consent-badge">{t("layout.consent.always")}</span>}
              </label>
              <p id={`${id}-text`} className="field-hint">
                {row.text}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
