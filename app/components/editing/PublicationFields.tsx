import { useState } from "react";
import { PUBLICATION_STATES, type PublicationState } from "../../../common/editing.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";

/**
 * Draft, published or scheduled, and the moment a scheduled item appears (Madrid's wall clock, a `datetime-local`
 * value) no earlier than `earliest`. The time field stays in place whatever the choice, so nothing moves under the pointer.
 */
export function PublicationFields({
  state,
  scheduledAt,
  earliest,
  error,
}: {
  state: PublicationState;
  scheduledAt: string;
  earliest: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(state);
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
      <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.state.legend")}</legend>
      {PUBLICATION_STATES.map((value) => (
        <div key={value} className="checkbox">
          <input
            id={`state-${value}`}
            type="radio"
            name="state"
            value={value}
            checked={chosen === value}
            onChange={() => setChosen(value)}
            aria-describedby={`state-${value}-hint`}
          />
          <label htmlFor={`state-${value}`}>
            <span className="font-bold">{t(`editing.state.${value}`)}</span>
            <span id={`state-${value}-hint`} className="field-hint block">
              {t(`editing.state.${value}Hint`)}
            </span>
          </label>
        </div>
      ))}
      <Field label={t("editing.scheduledAt")} error={error}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="datetime-local"
            name="scheduledAt"
            defaultValue={scheduledAt}
            min={earliest}
            required={chosen === "scheduled"}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="field-input max-w-xs"
          />
        )}
      </Field>
    </fieldset>
  );
}
