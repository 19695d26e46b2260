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
import type { Route } from "./+types/update-password";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const UpdatePasswordPage = graphql(`query UpdatePasswordPage { hasPassword }`);

const UpdatePasswordMutation = graphql(
  `mutation UpdatePassword($currentPassword: String!, $password: String!, $repeatPassword: String!) {
    updatePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "update-password");

export async function loader({ context }: Route.LoaderArgs) {
  const result = await gql(context, UpdatePasswordPage);
  return { hasPassword: !!result.data?.hasPassword };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const result = await gql(context, UpdatePasswordMutation, {
    currentPassword: text("currentPassword"),
    password: text("password"),
    repeatPassword: text("repeatPassword"),
  });
  const answer = result.data?.updatePassword;
  if (succeeded(answer)) return { done: true as const };
  return data({ done: false as const, ...failureOf(answer) }, { status: 400 });
}

export default function UpdatePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.done ? actionData : null;
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/password.ts").then((schemas) => schemas.UpdatePasswordInput),
    failure,
  );
  const back = <Link to={to("profile", { tab: "configuracion" })}>{t("password.update.back")}</Link>;
  if (!loaderData.hasPassword) {
    return (
      <FormCard id="update" title={t("password.update.title")}>
        <p>{t("password.update.noPassword")}</p>
        <Link className="btn btn-primary" to={to("create-password")}>
          {t("password.update.create")}
        </Link>
        <p className="form-links">{back}</p>
      </FormCard>
    );
  }
  return (
    <FormCard id="update" title={t("password.update.title")}>
      {actionData?.done && (
        <p className="form-success" role="status">
          {t("password.update.success")}
        </p>
      )}
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <Form method="post" noValidate onSubmit={onSubmit} key={actionData?.done ? "done" : "form"}>
        <PasswordField
          label={t("password.update.current")}
          error={errorOf("currentPassword")}
          autoComplete="current-password"
          registration={register("currentPassword")}
        />
        <PasswordField
          label={t("password.update.password")}
          hint={t("signup.passwordHint")}
          error={errorOf("password")}
          autoComplete="new-password"
          registration={register("password")}
        />
        <PasswordField
          label={t("password.update.repeatPassword")}
          error={errorOf("repeatPassword")}
          autoComplete="new-password"
          registration={register("repeatPassword")}
        />
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("password.update.submit")}
        </SubmitButton>
      </Form>
      <p className="form-links">{back}</p>
    </FormCard>
  );
}
