import { useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { data, Form, redirect, useNavigation } from "react-router";
import { CATEGORIES } from "../../../common/activities.ts";
import { AGE_SEGMENTS } from "../../../common/ages.ts";
import { COMMENT_MAX_LENGTH, TITLE_MAX_LENGTH } from "../../../common/contributions.ts";
import { GALLERY_ACCEPT, GALLERY_MAX_FILES, galleryFileError } from "../../../common/gallery.ts";
import { pathFor } from "../../../common/routes.ts";
import { CheckboxField, Field, FieldError, FormAlert } from "../../components/Field.tsx";
import { newPostKey, PostKeyField, postKeyOf } from "../../components/contributions/PostKey.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { PostGalleryResult } from "../../components/gallery/documents.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/gallery-share";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "gallery-share");

type Values = {
  title: string;
  description: string;
  videoUrl: string;
  categories: string[];
  age: string;
  pupilsAppear: string;
  permissionsHeld: boolean;
  postKey: string | null;
};

/** The form's idempotency key (the screen is for licensed teachers only). */
export function loader() {
  return { postKey: newPostKey(true) };
}

/** Sends the result with its files to the API (multipart, in process); on success, to the result's page (pending). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const values: Values = {
    title: text("title"),
    description: text("description"),
    videoUrl: text("videoUrl"),
    categories: form.getAll("categories").map(String),
    age: text("age"),
    pupilsAppear: text("pupilsAppear"),
    permissionsHeld: form.get("permissionsHeld") === "on",
    postKey: postKeyOf(form),
  };
  // Browsers send an empty, nameless file when none was chosen.
  const files = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
  const result = await gql(context, PostGalleryResult, {
    input: {
      title: values.title,
      description: values.description,
      videoUrl: values.videoUrl || null,
      categories: values.categories,
      age: (AGE_SEGMENTS as readonly string[]).includes(values.age) ? (values.age as (typeof AGE_SEGMENTS)[number]) : null,
      pupilsAppear: values.pupilsAppear === "yes" ? true : values.pupilsAppear === "no" ? false : null,
      permissionsHeld: values.permissionsHeld,
      idempotencyKey: values.postKey,
    },
    files,
  });
  const answer = result.data?.postGalleryResult;
  if (succeeded(answer)) {
    throw redirect(pathFor("gallery-post", page(context).lang, { id: answer.data.id }));
  }
  const { status, failure } = refusedForm(result, answer);
  return data({ ...failure, values }, { status });
}

export default function GalleryShare({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values;
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const [fileError, setFileError] = useState<string | null>(null);
  const [pupils, setPupils] = useState(values?.pupilsAppear ?? "");
  const checkFiles = (input: HTMLInputElement) => {
    const chosen = [...(input.files ?? [])];
    const error = chosen.length > GALLERY_MAX_FILES ? "gallery.errors.tooManyFiles" : (chosen.map(galleryFileError).find(Boolean) ?? null);
    setFileError(error);
    input.setCustomValidity(error ? t(error as never) : "");
  };
  return (
    <FormCard id="gallery-share" title={t("gallery.form.title")}>
      <p>{t("gallery.form.intro")}</p>
      <FormAlert message={actionData?.error && Object.keys(fields).length === 0 ? actionData.error : null} />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          if (fileError) event.preventDefault();
        }}
      >
        <PostKeyField value={values?.postKey ?? loaderData.postKey} />
        <Field label={t("gallery.form.resultTitle")} required error={fields.title}>
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              name="title"
              className="field-input"
              maxLength={TITLE_MAX_LENGTH}
              defaultValue={values?.title}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={required}
            />
          )}
        </Field>
        <Field label={t("gallery.form.description")} required error={fields.description}>
          {({ id, describedBy, invalid, required }) => (
            <textarea
              id={id}
              name="description"
              rows={4}
              className="field-input min-h-24"
              maxLength={COMMENT_MAX_LENGTH}
              defaultValue={values?.description}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={required}
            />
          )}
        </Field>
        <Field
          label={t("gallery.form.files")}
          hint={t("gallery.form.filesHint", { max: GALLERY_MAX_FILES })}
          error={fileError ?? fields.files}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="files"
              type="file"
              multiple
              accept={GALLERY_ACCEPT}
              className="field-input"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => checkFiles(e.currentTarget)}
            />
          )}
        </Field>
        <Field label={t("gallery.form.videoUrl")} hint={t("gallery.form.videoUrlHint")} error={fields.videoUrl}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="videoUrl"
              type="url"
              inputMode="url"
              className="field-input"
              defaultValue={values?.videoUrl}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <fieldset className="field">
          <legend className="field-label">{t("gallery.form.categories")}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {CATEGORIES.map((c) => (
              <label key={c} className="checkbox">
                <input type="checkbox" name="categories" value={c} defaultChecked={values?.categories.includes(c)} />
                <span>{t(`activities.categories.${c}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id="gallery-categories-error" message={fields.categories ? t(fields.categories as never) : null} />
        </fieldset>
        <Field label={t("gallery.form.age")} error={fields.age}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="age"
              className="field-input"
              defaultValue={values?.age ?? ""}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            >
              <option value="">{t("gallery.form.noAge")}</option>
              {AGE_SEGMENTS.map((a) => (
                <option key={a} value={a}>
                  {t(`gallery.ages.${a}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="field" aria-describedby={fields.pupilsAppear ? "gallery-pupils-error" : undefined}>
          <legend className="field-label">{t("gallery.form.pupilsAppear")}</legend>
          <div className="flex gap-6">
            {(["yes", "no"] as const).map((answer) => (
              <label key={answer} className="checkbox">
                <input type="radio" name="pupilsAppear" value={answer} checked={pupils === answer} onChange={() => setPupils(answer)} />
                <span>{t(`gallery.form.${answer}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id="gallery-pupils-error" message={fields.pupilsAppear ? t(fields.pupilsAppear as never) : null} />
        </fieldset>
        {pupils !== "no" && (
          <CheckboxField
            required={pupils === "yes"}
            error={fields.permissionsHeld}
            input={({ id, describedBy, invalid, required }) => (
              <input
                id={id}
                type="checkbox"
                name="permissionsHeld"
                defaultChecked={values?.permissionsHeld}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-required={required}
              />
            )}
          >
            {t("gallery.form.permissionsHeld")}
          </CheckboxField>
        )}
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("gallery.form.submit")}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
