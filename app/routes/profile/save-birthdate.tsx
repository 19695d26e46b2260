import { useTranslation } from "../../i18n/index.ts";
import { data, Form, redirect, type RouterContextProvider, useNavigation } from "react-router";
import { MIN_ACCOUNT_AGE } from "../../../common/constants.ts";
import type { Language } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { settingsTitle } from "../../components/profile/meta.ts";
import { useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/save-birthdate";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const Birthdate = graphql(`query Birthdate { profile { birthday } }`);

const SaveBirthdateMutation = graphql(
  `mutation SaveBirthdate($birthday: String!) { saveBirthdate(birthday: $birthday) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "save-birthdate", settingsTitle(args, "birthdate"));

/** Only the signed-in user's own page exists: anyone else's id is a 404, a visitor is asked to log in first. */
function requireOwnPage(id: string, context: Readonly<RouterContextProvider>) {
  const { me, lang, pathname } = page(context);
  if (!me) throw redirect(`${pathFor("access", lang)}?page=${encodeURIComponent(pathname)}`);
  if (me.id !== id) throw data(null, { status: 404 });
  return lang;
}

const settingsTab = (lang: Language) => pathFor("profile", lang, { tab: "configuracion" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireOwnPage(params.id, context);
  const { profile } = await query(context, Birthdate);
  // Nothing to complete: the birthday is changed on the settings tab.
  if (profile.birthday) throw redirect(settingsTab(lang));
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = requireOwnPage(params.id, context);
  const form = await request.formData();
  const result = await gql(context, SaveBirthdateMutation, { birthday: String(form.get("birthday") ?? "") });
  const answer = result.data?.saveBirthdate;
  if (succeeded(answer) || (answer?.__typename === "DomainError" && answer.code === "BIRTHDATE_SET")) throw redirect(settingsTab(lang));
  const { status, failure } = refusedForm(result, answer);
  return data(failure, { status });
}

export default function SaveBirthdate({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/profile.ts").then((schemas) => schemas.SaveBirthdateInput),
    actionData,
  );
  return (
    <FormCard id="birthdate" title={t("settings.birthdate.title")}>
      <p>{t("settings.birthdate.intro", { age: MIN_ACCOUNT_AGE })}</p>
      <FormAlert message={actionData && Object.keys(actionData.fields).length === 0 ? actionData.error : null} />
      <Form method="post" noValidate onSubmit={onSubmit}>
        <Field label={t("settings.birthdate.birthday")} required error={errorOf("birthday")}>
          {({ id, describedBy, invalid, required }) => (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: ARIA in HTML allows aria-required on password and date inputs (the textbox's attributes)
            <input
              id={id}
              className="field-input"
              type="date"
              autoComplete="bday"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required={required}
              {...register("birthday")}
            />
          )}
        </Field>
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("settings.birthdate.submit")}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
