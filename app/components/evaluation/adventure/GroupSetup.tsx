import { type FormEvent, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { GROUP_NUMBER_MAX } from "../../../../common/adventure.ts";
import { GROUP_ANIMALS, MAX_PUPILS_PER_GROUP } from "../../../../common/evaluation.ts";
import type { Language } from "../../../../common/languages.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { FormAlert } from "../../Field.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { userRound } from "../../icons/shapes.ts";
import { SubmitButton } from "../../SubmitButton.tsx";
import { ListenButton } from "./ListenButton.tsx";
import { animalPicture } from "./groupName.ts";

export type SetupFailure = { error: string; fields: Record<string, string> } | null;

const NUMBERS = Array.from({ length: GROUP_NUMBER_MAX }, (_, i) => i + 1);
const PUPILS = Array.from({ length: MAX_PUPILS_PER_GROUP }, (_, i) => i + 1);

/**
 * The group's start: a name picked from pictures of animals or a number (never typed: no pupil's name is ever
 * asked for) and how many pupils share the device. Both are radio groups; the number's select ticks its radio.
 */
export function GroupSetup({ lang, failure }: { lang: Language; failure: SetupFailure }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const numberRadio = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errors = { ...failure?.fields, ...missing };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    if (!form.get("name")) found.name = "adventure.errors.name";
    if (!form.get("pupils")) found.pupils = "adventure.errors.pupils";
    setMissing(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  const spoken = [t("adventure.setup.title"), t("adventure.setup.lead"), t("adventure.setup.name"), t("adventure.setup.pupils")].join(" ");
  return (
    <Form method="post" className="adventure-card" aria-labelledby="adventure-setup-title" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="start" />
      <h2 id="adventure-setup-title" tabIndex={-1} data-adventure-focus data-route-focus className="adventure-prompt">
        {t("adventure.setup.title")}
      </h2>
      <div className="adventure-instruction">
        <p>{t("adventure.setup.lead")}</p>
        <ListenButton text={spoken} lang={lang} />
      </div>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <fieldset className="adventure-fieldset" aria-describedby={errors.name ? "adventure-name-error" : undefined}>
        <legend>{t("adventure.setup.name")}</legend>
        {errors.name && (
          <p id="adventure-name-error" role="alert" className="field-error">
            {t(errors.name as never)}
          </p>
        )}
        <ul className="animal-grid">
          {GROUP_ANIMALS.map((animal) => (
            <li key={animal}>
              <label className="choice-card animal-card">
                <input type="radio" name="name" value={animal} className="choice-input" />
                <img src={animalPicture(animal)} alt="" width={64} height={64} />
                <span className="item-text">{t(`adventure.animals.${animal}`)}</span>
              </label>
            </li>
          ))}
          <li className="number-choice">
            <label className="choice-card">
              <input ref={numberRadio} type="radio" name="name" value="number" className="choice-input" />
              <span className="item-text">{t("adventure.setup.numberOption")}</span>
            </label>
            <select
              name="number"
              className="field-input"
              aria-label={t("adventure.setup.numberLabel")}
              defaultValue="1"
              onChange={() => {
                if (numberRadio.current) numberRadio.current.checked = true;
              }}
            >
              {NUMBERS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </li>
        </ul>
      </fieldset>
      <fieldset className="adventure-fieldset" aria-describedby={errors.pupils ? "adventure-pupils-error" : undefined}>
        <legend>{t("adventure.setup.pupils")}</legend>
        {errors.pupils && (
          <p id="adventure-pupils-error" role="alert" className="field-error">
            {t(errors.pupils as never)}
          </p>
        )}
        <ul className="pupils-grid">
          {PUPILS.map((count) => (
            <li key={count}>
              <label className="choice-card pupils-card">
                <input type="radio" name="pupils" value={count} className="choice-input" />
                <span className="pupils-icons" aria-hidden="true">
                  {PUPILS.slice(0, count).map((n) => (
                    <Icon key={n} d={userRound} />
                  ))}
                </span>
                <span className="item-text">{t("adventure.setup.pupilCount", { count })}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="adventure-actions">
        <SubmitButton busy={busy} className="btn btn-primary adventure-next">
          {t("adventure.setup.start")}
        </SubmitButton>
      </div>
    </Form>
  );
}
