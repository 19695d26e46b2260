import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, useNavigation } from "react-router";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { PasswordField } from "../../components/PasswordField.tsx";
import { useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql } from "../../lib/page.server.ts";
import { DomainErrorFields, failureOf, succeeded } from "../../lib/mutation-answers.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/create-password";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const CreatePasswordPage = graphql(`query CreatePasswordPage { hasPassword }`);

const CreatePasswordMutation = graphql(
  `mutation CreatePassword($password: String!, $repeatPassword: String!) {
    createPassword(password: $password, repeatPassword: $repeatPassword) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "create-password");

export async function loader({ context }: Route.LoaderArgs) {
  const result = await gql(context, CreatePasswordPage);
  return { hasPassword: !!result.data?.hasPassword };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await gql(context, CreatePasswordMutation, {
    password: String(form.get("password") ?? ""),
    repeatPassword: String(form.get("repeatPassword") ?? ""),
  });
  const answer = result.data?.createPassword;
  if (succeeded(answer)) return { done: true as const };
  return data({ done: false as const, ...failureOf(answer) }, { status: 400 });
}

export default function CreatePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.done ? actionData : null;
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/password.ts").then((schemas) => schemas.NewPasswordInput),
    failure,
  );
  const back = (
    <p className="form-links">
      <Link to={to("profile", { tab: "configuracion" })}>{t("password.create.back")}</Link>
    </p>
  );
  if (actionData?.done || loaderData.hasPassword) {
    return (
      <FormCard id="create" title={t("password.create.title")}>
        <p role="status">{t(actionData?.done ? "password.create.success" : "password.alreadyHasPassword")}</p>
        {back}
      </FormCard>
    );
  }
  return (
    <FormCard id="create" title={t("password.create.title")}>
      <p>{t("password.create.intro")}</p>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <Form method="post" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t("password.create.password")}
          hint={t("signup.passwordHint")}
          error={errorOf("password")}
          autoComplete="new-password"
          registration={register("password")}
        />
        <PasswordField
          label={t("password.create.repeatPassword")}
          error={errorOf("repeatPassword")}
          autoComplete="new-password"
          registration={register("repeatPassword")}
        />
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("password.create.submit")}
        </SubmitButton>
      </Form>
      {back}
    </FormCard>
  );
}
