import { Form } from "react-router";
import { KEY_CODE_INPUT_MAX } from "../../../../common/adventure.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { useTo } from "../../../lib/root-data.ts";
import { FieldError } from "../../Field.tsx";
import { SpeakButton } from "./SpeakButton.tsx";

/**
 * The key's code, typed (the card's QR code opens /aventura/<code> directly). A GET form: the code goes to its
 * own address, without JavaScript too. `error`: why the last code opened nothing; `minutes`: with too many tries,
 * when the address may try again.
 */
export function CodeForm({ typed, error, minutes = null }: { typed: string; error: string | null; minutes?: number | null }) {
  const { t, i18n } = useTranslation();
  const to = useTo();
  const language = i18n.language;
  return (
    <Form method="get" action={to("adventure")} className="adventure-card" aria-labelledby="adventure-code-label">
      <div className="adventure-instruction">
        <p>{t("adventure.code.lead")}</p>
        <SpeakButton texts={[t("adventure.code.lead"), t("adventure.code.hint")]} lang={language} />
      </div>
      <div className="field">
        <label id="adventure-code-label" htmlFor="adventure-code" className="field-label">
          {t("adventure.code.label")}
        </label>
        <input
          id="adventure-code"
          name="code"
          className="field-input adventure-code"
          type="text"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={KEY_CODE_INPUT_MAX}
          defaultValue={typed}
          aria-invalid={!!error}
          aria-describedby={error ? "adventure-code-error adventure-code-hint" : "adventure-code-hint"}
          // biome-ignore lint/a11y/noAutofocus: after a code that opens nothing the field takes the focus with its message, also without JavaScript
          autoFocus={!!error}
          // After a navigation to the code's address the focus goes here, to the field and its message (useNavigationFocus).
          data-route-focus={error ? true : undefined}
        />
        <p id="adventure-code-hint" className="field-hint">
          {t("adventure.code.hint")}
        </p>
        <FieldError
          id="adventure-code-error"
          message={error ? (minutes ? t("adventure.errors.tryAgainIn", { count: minutes }) : t(error as never)) : null}
        />
      </div>
      <div className="adventure-actions">
        <button type="submit" className="btn btn-primary adventure-next">
          {t("adventure.code.submit")}
        </button>
      </div>
    </Form>
  );
}
