import type { ChangeEvent } from "react";
import { EUROPE_ACCEPT, EUROPE_PEOPLE_SHOWN, europeFileError } from "../../../../common/europe-challenge.ts";
import { UPLOAD_MAX_BYTES } from "../../../../common/constants.ts";
import { useTranslation } from "../../../i18n/index.ts";
import type { FieldRegistration } from "../../../lib/forms.ts";
import { ChoiceGroup } from "../../ChoiceGroup.tsx";
import { Field } from "../../Field.tsx";

export type EuropeFileInput = "video" | "photos" | "rightsUnder14" | "rightsOver14";

/** The browser's check of one file input as chosen: each file's type by name and its size. */
export function chosenFileError(name: EuropeFileInput, input: HTMLInputElement): string | null {
  const kind = name === "video" ? "video" : name === "photos" ? "photo" : "document";
  return [...(input.files ?? [])].map((file) => europeFileError(kind, file, UPLOAD_MAX_BYTES)).find(Boolean) ?? null;
}

type Props = {
  peopleShown: string;
  onPeopleShown: (value: string) => void;
  errorOf: (name: string) => string | undefined;
  errorValues: Record<string, string | number>;
  hints: { video: string; photos: string };
  register: (name: string) => FieldRegistration;
  /** A file input was changed: the form checks it again. */
  onFiles: (name: EuropeFileInput, input: HTMLInputElement) => void;
  focused?: string;
};

/** The video, the photos, whether people appear and, if they do, their image-rights documents (section 3). */
export function EuropeFileFields({ peopleShown, onPeopleShown, errorOf, errorValues, hints, register, onFiles, focused }: Props) {
  const { t } = useTranslation();
  const file = (name: EuropeFileInput, label: string, accept: string, options: { hint: string; required: boolean; multiple?: boolean }) => (
    <Field label={label} required={options.required} error={errorOf(name)} errorValues={errorValues} hint={options.hint}>
      {({ id, describedBy, invalid, required }) => (
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          multiple={options.multiple}
          className="field-input"
          // A file input takes `required` (no aria-required); the form is `noValidate`, so only the server and the script refuse.
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={!!required}
          // biome-ignore lint/a11y/noAutofocus: after a refused post the first refused field takes the focus, also without JavaScript
          autoFocus={focused === name}
          onChange={(event) => onFiles(name, event.currentTarget)}
        />
      )}
    </Field>
  );
  const rightsRequired = peopleShown === "permissions";
  const registration = register("peopleShown");
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    registration.onChange();
    onPeopleShown(event.currentTarget.value);
  };
  return (
    <>
      {file("video", t("europeChallenge.form.video"), EUROPE_ACCEPT.video, { hint: hints.video, required: true })}
      {file("photos", t("europeChallenge.form.photos"), EUROPE_ACCEPT.photo, { hint: hints.photos, required: true, multiple: true })}
      <ChoiceGroup
        legend={t("europeChallenge.form.peopleShown")}
        type="radio"
        options={EUROPE_PEOPLE_SHOWN.map((value) => ({ value, label: t(`europeChallenge.form.peopleShownOptions.${value}`) }))}
        checked={[peopleShown]}
        // The radios stay uncontrolled (the form posts without a script); their choice is read as it changes.
        registration={{ ...registration, onChange: choose as () => void }}
        required
        error={errorOf("peopleShown")}
        autoFocus={focused === "peopleShown"}
      />
      {file("rightsUnder14", t("europeChallenge.form.rightsUnder14"), EUROPE_ACCEPT.document, {
        hint: t("europeChallenge.form.rightsHint"),
        required: rightsRequired,
      })}
      {file("rightsOver14", t("europeChallenge.form.rightsOver14"), EUROPE_ACCEPT.document, {
        hint: t("europeChallenge.form.rightsHint"),
        required: rightsRequired,
      })}
    </>
  );
}
