import { useEffect, useRef, useState } from "react";
import { TEACHER_MAX_ATTACHMENTS } from "../../../../common/challenges.ts";
import { useTranslation } from "../../../i18n/index.ts";
import type { FieldRegistration } from "../../../lib/forms.ts";
import { FieldError } from "../../Field.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { plus, trash } from "../../icons/shapes.ts";
import { TextField } from "./fields.tsx";
import { EMPTY_LINK, type TeacherLinkValues } from "./form-values.ts";

type Props = {
  rows: TeacherLinkValues[];
  register: (name: `attachments.${number}.name` | `attachments.${number}.url`) => FieldRegistration;
  /** A field's message in words, by its name ("attachments", "attachments.0.url"). */
  messageOf: (name: string) => string | undefined;
  setFocus: (name: string) => void;
  removeRow: (list: string, index: number) => void;
};

/**
 * The attached files (section 3): rows of a name and a link. With JavaScript rows are added and removed in place;
 * without it the same buttons post the form, and the action answers with a row more or less, keeping what was typed.
 */
export function LinkRows({ rows, register, messageOf, setFocus, removeRow }: Props) {
  const { t } = useTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(() => rows.map((row, index) => ({ ...row, key: index })));
  const nextKey = useRef(rows.length);
  // A row added in place takes the focus on its name once it is on screen.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null || focusRow.current >= shown.length) return;
    setFocus(`attachments.${focusRow.current}.name`);
    focusRow.current = null;
  });
  const listError = messageOf("attachments");
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={listError ? "attachments-error attachments-hint" : "attachments-hint"}>
      <legend className="field-label text-lg">{t("teacherChallenge.form.attachments")}</legend>
      <p id="attachments-hint" className="field-hint">
        {t("teacherChallenge.form.attachmentsHint", { max: TEACHER_MAX_ATTACHMENTS })}
      </p>
      <FieldError id="attachments-error" message={listError} />
      {shown.map((row, index) => (
        <fieldset key={row.key} className="rounded-2xl border-2 border-line bg-cream p-4">
          <legend className="px-2 font-extrabold text-navy">{t("teacherChallenge.form.link", { number: index + 1 })}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label={t("teacherChallenge.form.linkName")} required={false} error={messageOf(`attachments.${index}.name`)}>
              {(props) => <input {...props} {...register(`attachments.${index}.name`)} defaultValue={row.name} autoComplete="off" />}
            </TextField>
            <TextField label={t("teacherChallenge.form.linkUrl")} required={false} error={messageOf(`attachments.${index}.url`)}>
              {(props) => (
                <input
                  {...props}
                  {...register(`attachments.${index}.url`)}
                  defaultValue={row.url}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://"
                />
              )}
            </TextField>
          </div>
          {shown.length > 1 && (
            <button
              type="submit"
              name="intent"
              value={`remove-link:${index}`}
              formNoValidate
              className="btn btn-secondary btn-sm mt-3"
              onClick={(event) => {
                event.preventDefault();
                setShown((list) => list.filter((_, at) => at !== index));
                removeRow("attachments", index);
                addButton.current?.focus();
              }}
            >
              <Icon d={trash} />
              {t("teacherChallenge.form.removeLink", { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {shown.length < TEACHER_MAX_ATTACHMENTS && (
        <button
          ref={addButton}
          type="submit"
          name="intent"
          value="add-link"
          formNoValidate
          className="btn btn-secondary self-start"
          onClick={(event) => {
            event.preventDefault();
            focusRow.current = shown.length;
            setShown((list) => [...list, { ...EMPTY_LINK, key: nextKey.current++ }]);
          }}
        >
          <Icon d={plus} />
          {t("teacherChallenge.form.addLink")}
        </button>
      )}
    </fieldset>
  );
}
