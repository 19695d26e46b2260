import { type FormEvent, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { EUROPE_LIMITS, EUROPE_PROJECT_FIELDS, europeFileCountErrors } from "../../../../common/europe-challenge.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { type FieldRegistration, type FormFailure, useZodForm } from "../../../lib/forms.ts";
import { CheckboxField, Field, FormAlert } from "../../Field.tsx";
import { SubmitButton } from "../../SubmitButton.tsx";
import { durationText } from "./duration.ts";
import { EuropeCentreFields } from "./EuropeCentreFields.tsx";
import { chosenFileError, EuropeFileFields, type EuropeFileInput } from "./EuropeFileFields.tsx";
import { EuropeTravellers } from "./EuropeTravellers.tsx";
import type { EuropeEditionView } from "./europe-view.server.ts";
import type { EuropeSubmissionValues } from "./europe-values.ts";

type Props = {
  edition: EuropeEditionView;
  /** 2024-25 (no pre-registration): the centre's fields come with the project's. */
  withCentre: boolean;
  /** The pre-registered centre, said above the form (2025-26). */
  centreSummary: string | null;
  communities: readonly { id: number; name: string }[];
  values: EuropeSubmissionValues;
  failure: FormFailure | null;
};

const CONSENTS = ["legalBases", "dataConsent"] as const;
const FILES: readonly EuropeFileInput[] = ["video", "photos", "rightsUnder14", "rightsOver14"];

/**
 * The submission (sections 3 and 5): the project's five answers, the video and photos, whether people appear and
 * their image-rights documents, the five travellers and the consents. Posted as multipart to the screen's action,
 * with or without JavaScript; with it, the texts are checked with the server's schema and the files by type, size
 * and count before anything is sent. The server checks everything again, the files by their content.
 */
export function EuropeSubmissionForm({ edition, withCentre, centreSummary, communities, values, failure }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const schema = () =>
    import("../../../../common/schemas/europe-challenge.ts").then((m) =>
      withCentre ? m.EuropeSubmissionWithCentreInput : m.EuropeSubmissionInput,
    );
  const { register, handleSubmit, errorOf } = useZodForm(schema, failure);
  const send = useSubmit();
  const reg = register as (name: string) => FieldRegistration;
  const [peopleShown, setPeopleShown] = useState(values.peopleShown);
  // The browser's own messages for the file inputs; once one is changed, the server's message for it goes.
  const [fileErrors, setFileErrors] = useState<Partial<Record<EuropeFileInput, string | null>>>({});
  const form = useRef<HTMLFormElement>(null);
  const fieldError = (name: string) => (name in fileErrors ? (fileErrors[name as EuropeFileInput] ?? undefined) : errorOf(name));
  const duration = durationText(t, edition.videoMaxSeconds);
  const errorValues = {
    duration,
    min: edition.photosMin,
    max: edition.photosMax,
    count: edition.travellers,
    students: edition.minStudentTravellers,
  };
  const order = [
    ...(withCentre
      ? [
          "centre.centreName",
          "centre.centreCode",
          "centre.communityId",
          "centre.town",
          "centre.students",
          "centre.contactName",
          "centre.email",
          "centre.phone",
        ]
      : []),
    ...EUROPE_PROJECT_FIELDS,
    ...FILES,
    "peopleShown",
    "travellers",
    ...values.travellers.flatMap((_, i) => [`travellers.${i}.name`, `travellers.${i}.role`]),
    "legalBases",
    "dataConsent",
    "travelProtocol",
  ];
  const focused = failure ? order.find((name) => failure.fields[name]) : undefined;

  const inputOf = (name: EuropeFileInput) => form.current?.elements.namedItem(name) as HTMLInputElement | null;
  /** Every file input's messages as chosen now: each file's type and size, then the counts. */
  const checkFiles = (): Partial<Record<EuropeFileInput, string | null>> => {
    const found: Partial<Record<EuropeFileInput, string | null>> = {};
    for (const name of FILES) {
      const input = inputOf(name);
      if (input) found[name] = chosenFileError(name, input);
    }
    const counts = {
      video: !!inputOf("video")?.files?.length,
      photos: inputOf("photos")?.files?.length ?? 0,
      rightsUnder14: !!inputOf("rightsUnder14")?.files?.length,
      rightsOver14: !!inputOf("rightsOver14")?.files?.length,
    };
    for (const [name, key] of Object.entries(europeFileCountErrors(counts, peopleShown))) found[name as EuropeFileInput] ??= key;
    return found;
  };
  const onFiles = (name: EuropeFileInput, input: HTMLInputElement) => {
    const photos =
      name === "photos"
        ? europeFileCountErrors({ video: true, photos: input.files?.length ?? 0, rightsUnder14: true, rightsOver14: true }, null).photos
        : undefined;
    setFileErrors((shown) => ({ ...shown, [name]: chosenFileError(name, input) ?? photos ?? null }));
  };
  /** Every field is checked at once, the texts with the schema and the files here; the first refused one (in the page's order) takes the focus. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = checkFiles();
    setFileErrors(found);
    const refused = FILES.find((name) => found[name]);
    const element = event.currentTarget;
    void handleSubmit(() => {
      if (!refused) void send(element);
    })(event).then(() => {
      const input = refused ? inputOf(refused) : null;
      const active = document.activeElement;
      const after =
        !(active instanceof HTMLElement) ||
        !element.contains(active) ||
        !!(input && input.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (input && after) input.focus();
    });
  };
  const textarea = (name: (typeof EUROPE_PROJECT_FIELDS)[number]) => (
    <Field
      key={name}
      label={t(`europeChallenge.form.${name}`)}
      required
      error={errorOf(name)}
      hint={t("europeChallenge.form.textHint", { max: EUROPE_LIMITS.textMax })}
    >
      {({ id, describedBy, invalid, required }) => (
        <textarea
          id={id}
          rows={5}
          maxLength={EUROPE_LIMITS.textMax}
          className="field-input min-h-28"
          defaultValue={values[name]}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          // biome-ignore lint/a11y/noAutofocus: after a refused post the first refused field takes the focus, also without JavaScript
          autoFocus={focused === name}
          {...reg(name)}
        />
      )}
    </Field>
  );
  const consent = (name: "legalBases" | "dataConsent" | "travelProtocol", checked: boolean) => (
    <CheckboxField
      key={name}
      required
      error={errorOf(name)}
      input={({ id, describedBy, invalid, required }) => (
        <input
          id={id}
          type="checkbox"
          defaultChecked={checked}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          // biome-ignore lint/a11y/noAutofocus: as above
          autoFocus={focused === name}
          {...reg(name)}
        />
      )}
    >
      {t(`europeChallenge.form.${name}`)}
    </CheckboxField>
  );
  return (
    <Form ref={form} method="post" encType="multipart/form-data" noValidate onSubmit={submit}>
      <input type="hidden" name="intent" value="submit" />
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <p className="text-sm text-muted">{t("europeChallenge.form.required")}</p>
      <section aria-labelledby="europe-centre-title" className="flex flex-col gap-4">
        <h2 id="europe-centre-title" className="text-xl">
          {t("europeChallenge.form.centreTitle")}
        </h2>
        {withCentre ? (
          <EuropeCentreFields
            values={values.centre}
            communities={communities}
            prefix="centre."
            register={reg}
            errorOf={errorOf}
            focused={focused}
          />
        ) : (
          <p>{centreSummary}</p>
        )}
      </section>
      <section aria-labelledby="europe-project-title" className="flex flex-col gap-4">
        <h2 id="europe-project-title" className="text-xl">
          {t("europeChallenge.form.projectTitle")}
        </h2>
        {EUROPE_PROJECT_FIELDS.map(textarea)}
      </section>
      <section aria-labelledby="europe-files-title" className="flex flex-col gap-4">
        <h2 id="europe-files-title" className="text-xl">
          {t("europeChallenge.form.filesTitle")}
        </h2>
        {failure && <p className="field-hint">{t("europeChallenge.form.filesAgain")}</p>}
        <EuropeFileFields
          peopleShown={peopleShown}
          onPeopleShown={setPeopleShown}
          errorOf={fieldError}
          errorValues={errorValues}
          register={reg}
          onFiles={onFiles}
          focused={focused}
          hints={{
            video: t("europeChallenge.form.videoHint", { duration }),
            photos: t("europeChallenge.form.photosHint", { min: edition.photosMin, max: edition.photosMax }),
          }}
        />
      </section>
      <EuropeTravellers
        travellers={values.travellers}
        minStudents={edition.minStudentTravellers}
        register={reg}
        errorOf={errorOf}
        focused={focused}
      />
      <section aria-labelledby="europe-consents-title" className="flex flex-col gap-3">
        <h2 id="europe-consents-title" className="text-xl">
          {t("europeChallenge.form.consentsTitle")}
        </h2>
        {CONSENTS.map((name) => consent(name, values[name]))}
        {consent("travelProtocol", values.travelProtocol)}
      </section>
      <SubmitButton busy={busy} className="btn btn-primary self-start">
        {busy ? t("europeChallenge.form.sending") : t("europeChallenge.form.submit")}
      </SubmitButton>
    </Form>
  );
}
