import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CATEGORY_PILL_ORDER, categoryFromApi } from "../../../common/activities.ts";
import { apiCategory } from "../../../common/forum-filters.ts";
import { TITLE_MAX_LENGTH } from "../../../common/contributions.ts";
import { pathFor } from "../../../common/routes.ts";
import { postedRichText, RICH_TEXT_HTML_FORMAT, richTextFormatField } from "../../../common/rich-text.ts";
import { newPostKey, PostKeyField, postKeyOf } from "../../components/contributions/PostKey.tsx";
import { RichTextEditor } from "../../components/editor/RichTextEditor.tsx";
import { CheckboxField, Field, FieldError, FormAlert } from "../../components/Field.tsx";
import { PostForumTheme } from "../../components/forum/documents.ts";
import { uploadForumImage } from "../../components/forum/upload.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { type FormFailure, useZodForm } from "../../lib/forms.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { pageMessages } from "../../lib/meta.ts";
import { useTo } from "../../lib/root-data.ts";
import type { forum } from "../../i18n/es/forum.ts";
import type { Route } from "./+types/forum-share";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "forum-share", { title: (pageMessages(args)?.forum as typeof forum | undefined)?.share.title });

type Values = { title: string; content: string; categories: string[]; postKey: string | null };

/** The form's idempotency key (the screen is for licensed teachers only). */
export function loader() {
  return { postKey: newPostKey(true) };
}

/** Posts the theme; it is pending, so its author goes to its page to see it waiting for moderation. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const format = form.get(richTextFormatField("content")) === RICH_TEXT_HTML_FORMAT ? "html" : "text";
  const values: Values = {
    title: String(form.get("title") ?? ""),
    content: String(form.get("content") ?? ""),
    // Unknown values are left out, so that "choose at least one" is what the author reads.
    categories: form
      .getAll("categories")
      .map(String)
      .filter((c) => categoryFromApi(c) !== null),
    postKey: postKeyOf(form),
  };
  const result = await gql(context, PostForumTheme, {
    input: {
      title: values.title,
      content: values.content,
      contentFormat: format,
      categories: values.categories.flatMap((c) => {
        const known = categoryFromApi(c);
        return known ? [apiCategory(known)] : [];
      }),
      idempotencyKey: values.postKey,
    },
  });
  const answer = result.data?.postForumTheme;
  if (succeeded(answer)) throw redirect(pathFor("forum-post", page(context).lang, { id: answer.data.id }));
  const { status, failure } = refusedForm(result, answer);
  // What was typed comes back as HTML for the editor (its plain text, without JavaScript).
  return data({ failure, values: { ...values, content: postedRichText(values.content, format) } }, { status });
}

/**
 * The share form: title, the rich-text editor (a textarea without JavaScript), categories. Checked in the
 * browser with the shared schema, then by the server, whose messages land on the same fields.
 */
export default function ForumShare({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const failure: FormFailure | null = actionData?.failure ?? null;
  const values = actionData?.values;
  const { register, errorOf, onSubmit } = useZodForm(
    () => import("../../../common/schemas/forum.ts").then((schemas) => schemas.ForumThemeForm),
    failure,
  );
  const categoriesError = errorOf("categories");
  return (
    <div className="page max-w-3xl">
      <h1 className="page-title">{t("forum.share.title")}</h1>
      <p className="page-lead">{t("forum.share.intro")}</p>
      <Form method="post" noValidate onSubmit={onSubmit} className="panel flex flex-col gap-6">
        <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
        <PostKeyField value={values?.postKey ?? loaderData.postKey} />
        <p className="text-sm text-muted">{t("forum.share.required")}</p>
        <Field
          label={t("forum.share.titleLabel")}
          required
          error={errorOf("title")}
          hint={t("forum.share.titleHint", { max: TITLE_MAX_LENGTH })}
        >
          {({ id, describedBy, invalid, required }) => (
            <input
              id={id}
              className="field-input"
              maxLength={TITLE_MAX_LENGTH}
              defaultValue={values?.title}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required}
              {...register("title")}
            />
          )}
        </Field>
        <RichTextEditor
          {...register("content")}
          label={t("forum.share.content")}
          required
          defaultValue={values?.content}
          error={errorOf("content")}
          hint={t("forum.share.contentHint")}
          uploadImage={uploadForumImage}
        />
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={categoriesError ? "categories-error categories-hint" : "categories-hint"}
        >
          <legend className="field-label">{t("forum.share.categories")}</legend>
          <p id="categories-hint" className="field-hint">
            {t("forum.share.categoriesHint")}
          </p>
          <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
            {CATEGORY_PILL_ORDER.map((category) => (
              <CheckboxField
                key={category}
                input={({ id }) => (
                  <input
                    id={id}
                    type="checkbox"
                    value={category}
                    defaultChecked={values?.categories.includes(category)}
                    aria-invalid={categoriesError ? true : undefined}
                    {...register("categories")}
                  />
                )}
              >
                {t(`activities.categories.${category}`)}
              </CheckboxField>
            ))}
          </div>
          <FieldError id="categories-error" message={categoriesError ? t(categoriesError as never) : null} />
        </fieldset>
        <SubmitButton busy={busy} className="btn btn-primary w-full sm:w-fit">
          {busy ? t("forum.share.sending") : t("forum.share.submit")}
        </SubmitButton>
      </Form>
      <p className="form-links">
        <Link to={to("forum")}>{t("forum.share.cancel")}</Link>
      </p>
    </div>
  );
}
