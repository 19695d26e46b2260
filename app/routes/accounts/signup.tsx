import { Trans, useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { safeReturnPath } from "../../../common/return-path.ts";
import { pathFor } from "../../../common/routes.ts";
import { CheckboxField, Field, FormAlert } from "../../components/Field.tsx";
import { SocialButtons } from "../../components/social/SocialButtons.tsx";
import { cookieHeaders, useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, refusedForm } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { returnQuery } from "../../lib/return-path.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/signup";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const SignupMutation = graphql(
  `mutation Signup($input: SignupInput!) {
    signup(input: $input) { __typename ... on MutationSignupSuccess { data { token } } ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "signup");

/** `?page=`: where the visitor came from (an activity's join prompt), carried through to the success page. */
export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: safeReturnPath(new URL(request.url).searchParams.get("page"), new URL(request.url).origin) };
}

/** Creates the account (the server checks every rule again) and signs the new user in. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const result = await gql(context, SignupMutation, {
    input: {
      email: text("email"),
      name: text("name"),
      lastName: text("lastName"),
      birthday: text("birthday"),
      password: text("password"),
      repeatPassword: text("repeatPassword"),
      privacy: form.get("privacy") === "on",
      notices: form.get("notices") === "on",
    },
  });
  const signup = result.data?.signup;
  if (signup?.__typename === "MutationSignupSuccess") {
    const back = returnQuery(safeReturnPath(String(form.get("page") ?? ""), page(context).origin));
    throw redirect(pathFor("signup-success", page(context).lang) + back, { headers: cookieHeaders(result.cookies) });
  }
  const { status, failure } = refusedForm(result, signup);
  return data(failure, { status });
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/account.ts").then((schemas) => schemas.SignupInput),
    actionData,
  );
  const text = (
    name: "email" | "name" | "lastName" | "birthday" | "password" | "repeatPassword",
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <Field label={t(`signup.${name}`)} required error={errorOf(name)} hint={hint}>
      {({ id, describedBy, invalid, required }) => (
        <input
          id={id}
          className="field-input"
          type={type}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          {...register(name)}
        />
      )}
    </Field>
  );
  return (
    <div className="form-page">
      <section className="form-card" aria-labelledby="signup-title">
        <h1 id="signup-title">{t("signup.title")}</h1>
        <p>{t("signup.intro")}</p>
        <FormAlert message={actionData && Object.keys(actionData.fields).length === 0 ? actionData.error : null} />
        <Form method="post" noValidate onSubmit={onSubmit}>
          {loaderData.returnTo && <input type="hidden" name="page" value={loaderData.returnTo} />}
          {text("email", "email", "email")}
          <div className="field-row">
            {text("name", "text", "given-name")}
            {text("lastName", "text", "family-name")}
          </div>
          {text("birthday", "date", "bday")}
          {text("password", "password", "new-password", t("signup.passwordHint"))}
          {text("repeatPassword", "password", "new-password")}
          <CheckboxField
            error={errorOf("privacy")}
            required
            input={({ id, describedBy, invalid, required }) => (
              <input
                id={id}
                type="checkbox"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required={required}
                {...register("privacy")}
              />
            )}
          >
            <Trans i18nKey="signup.privacy" components={[<Link key="privacy" to={to("privacy")} target="_blank" />]} />
          </CheckboxField>
          <CheckboxField input={({ id }) => <input id={id} type="checkbox" {...register("notices")} />}>
            {t("signup.notices")}
          </CheckboxField>
          <SubmitButton busy={busy} className="btn btn-primary w-full">
            {t("signup.submit")}
          </SubmitButton>
        </Form>
        <SocialButtons />
        <p className="form-links">
          {t("signup.haveAccount")} <Link to={to("access") + returnQuery(loaderData.returnTo)}>{t("signup.login")}</Link>
        </p>
      </section>
    </div>
  );
}
