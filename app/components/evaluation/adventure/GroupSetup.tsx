import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { GROUP_NUMBER_MAX } from "../../../../common/adventure.ts";
import { GROUP_ANIMALS, MAX_PUPILS_PER_GROUP } from "../../../../common/evaluation.ts";
import type { Language } from "../../../../common/languages.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { FormAlert } from "../../Field.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { userRound } from "../../icons/shapes.ts";
import { SubmitButton } from "../../SubmitButton.tsx";
import { animalPicture } from "./groupName.ts";
import { ItemSpeaker } from "./questions/ItemContent.tsx";
import { SpeakButton } from "./SpeakButton.tsx";

export type SetupFailure = { error: string; fields: Record<string, string> } | null;

const NUMBERS = Array.from({ length: GROUP_NUMBER_MAX }, (_, i) => i + 1);
const PUPILS = Array.from({ length: MAX_PUPILS_PER_GROUP }, (_, i) => i + 1);

/**
 * The group's start: a name picked from pictures of animals or a number (never typed: no pupil's name is ever
 * asked for) and how many pupils share the device. Both are radio groups; the number's select ticks its radio.
 * Every choice has its speaker beside it (never inside its label: a tap on it reads, it does not choose), and a
 * missing choice's message goes as soon as that choice is made.
 */
export function GroupSetup({ lang, failure }: { lang: Language; failure: SetupFailure }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const numberRadio = useRef<HTMLInputElement>(null);
  const [number, setNumber] = useState("1");
  const [missing, setMissing] = useState<Record<string, string>>({});
  // The fields chosen since the last refusal: their messages are gone.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (failure) setChosen(new Set());
  }, [failure]);
  const errors = Object.fromEntries(Object.entries({ ...failure?.fields, ...missing }).filter(([field]) => !chosen.has(field)));
  const choose = (field: string) => {
    if (!chosen.has(field)) setChosen((old) => new Set(old).add(field));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    if (!form.get("name")) found.name = "adventure.errors.name";
    if (!form.get("pupils")) found.pupils = "adventure.errors.pupils";
    setMissing(found);
    setChosen((old) => new Set([...old].filter((field) => !(field in found))));
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  return (
    <Form
      method="post"
      className="adventure-card"
      aria-labelledby="adventure-setup-title"
      onSubmit={onSubmit}
      onChange={(event) => {
        const name = (event.target as EventTarget as HTMLInputElement).name;
        if (name === "name" || name === "number") choose("name");
        if (name === "pupils") choose("pupils");
      }}
    >
      <input type="hidden" name="intent" value="start" />
      <h2 id="adventure-setup-title" tabIndex={-1} data-adventure-focus data-route-focus className="adventure-prompt">
        {t("adventure.setup.title")}
      </h2>
      <div className="adventure-instruction">
        <p>{t("adventure.setup.lead")}</p>
        <SpeakButton texts={[t("adventure.setup.title"), t("adventure.setup.lead")]} lang={lang} />
      </div>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <fieldset
        className="adventure-fieldset"
        aria-labelledby="adventure-name-legend"
        aria-describedby={errors.name ? "adventure-name-error" : undefined}
      >
        <legend className="setup-legend">
          <span id="adventure-name-legend">{t("adventure.setup.name")}</span>
          <ItemSpeaker text={t("adventure.setup.name")} lang={lang} />
        </legend>
        {errors.name && (
          <p id="adventure-name-error" role="alert" className="field-error">
            {t(errors.name as never)}
          </p>
        )}
        <ul className="animal-grid">
          {GROUP_ANIMALS.map((animal) => (
            <li key={animal} className="choice animal-choice">
              <label className="choice-card animal-card">
                <input type="radio" name="name" value={animal} className="choice-input" />
                <img src={animalPicture(animal)} alt="" width={64} height={64} />
                <span className="item-text">{t(`adventure.animals.${animal}`)}</span>
              </label>
              <ItemSpeaker text={t(`adventure.animals.${animal}`)} lang={lang} />
            </li>
          ))}
          <li className="choice number-choice">
            <label className="choice-card">
              <input ref={numberRadio} type="radio" name="name" value="number" className="choice-input" />
              <span className="item-text">{t("adventure.setup.numberOption")}</span>
            </label>
            <select
              name="number"
              className="field-input"
              aria-label={t("adventure.setup.numberLabel")}
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
                if (numberRadio.current) numberRadio.current.checked = true;
              }}
            >
              {NUMBERS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {/* Two recorded texts: "A number", then the number's digits. */}
            <SpeakButton
              texts={[t("adventure.setup.numberOption"), number]}
              lang={lang}
              label={t("adventure.listenTo", { item: `${t("adventure.setup.numberOption")} ${number}` })}
            />
          </li>
        </ul>
      </fieldset>
      <fieldset
        className="adventure-fieldset"
        aria-labelledby="adventure-pupils-legend"
        aria-describedby={errors.pupils ? "adventure-pupils-error" : undefined}
      >
        <legend className="setup-legend">
          <span id="adventure-pupils-legend">{t("adventure.setup.pupils")}</span>
          <ItemSpeaker text={t("adventure.setup.pupils")} lang={lang} />
        </legend>
        {errors.pupils && (
          <p id="adventure-pupils-error" role="alert" className="field-error">
            {t(errors.pupils as never)}
          </p>
        )}
        <ul className="pupils-grid">
          {PUPILS.map((count) => (
            <li key={count} className="choice pupils-choice">
              <label className="choice-card pupils-card">
                <input type="radio" name="pupils" value={count} className="choice-input" />
                <span className="pupils-text">
                  <span className="pupils-icons" aria-hidden="true">
                    {PUPILS.slice(0, count).map((n) => (
                      <Icon key={n} d={userRound} />
                    ))}
                  </span>
                  <span className="item-text">{t("adventure.setup.pupilCount", { count })}</span>
                </span>
              </label>
              <ItemSpeaker text={t("adventure.setup.pupilCount", { count })} lang={lang} />
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
