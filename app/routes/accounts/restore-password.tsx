import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, useNavigation } from "react-router";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { PasswordField } from "../../components/PasswordField.tsx";
import { cookieHeaders, useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql } from "../../lib/page.server.ts";
import { DomainErrorFields, failureOf, succeeded } from "../../lib/mutation-answers.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/restore-password";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const RestoreLinkValid = graphql(`query RestoreLinkValid($token: String!) { passwordRestoreLinkValid(token: $token) }`);

const Restore = graphql(
  `mutation Restore($token: String!, $password: String!, $repeatPassword: String!) {
    restorePassword(token: $token, password: $password, repeatPassword: $repeatPassword) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "restore-password");

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const result = token ? await gql(context, RestoreLinkValid, { token }) : null;
  return { valid: !!result?.data?.passwordRestoreLinkValid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await gql(context, Restore, {
    token: tokenOf(request),
    password: String(form.get("password") ?? ""),
    repeatPassword: String(form.get("repeatPassword") ?? ""),
  });
  const answer = result.data?.restorePassword;
  if (succeeded(answer)) return data({ done: true as const }, { headers: cookieHeaders(result.cookies) });
  return data({ done: false as const, ...failureOf(answer) }, { status: 400 });
}

export default function RestorePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.done ? actionData : null;
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/password.ts").then((schemas) => schemas.NewPasswordInput),
    failure,
  );
  if (actionData?.done) {
    return (
      <FormCard id="restored" title={t("password.restore.successTitle")}>
        <p role="status">{t("password.restore.success")}</p>
        <Link className="btn btn-primary w-full" to={to("access")}>
          {t("password.restore.login")}
        </Link>
      </FormCard>
    );
  }
  if (!loaderData.valid || failure?.error === "password.invalidLink") {
    return (
      <FormCard id="invalid" title={t("password.invalidLink")}>
        <p>{t("password.invalidLinkText")}</p>
        <div className="flex flex-wrap gap-3">
          <Link className="btn btn-primary" to="/">
            {t("errors.goHome")}
          </Link>
          <Link className="btn btn-secondary" to={to("forgot-password")}>
            {t("password.restore.newLink")}
          </Link>
        </div>
      </FormCard>
    );
  }
  return (
    <FormCard id="restore" title={t("password.restore.title")}>
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <Form method="post" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t("password.restore.password")}
          hint={t("password.restore.hint")}
          error={errorOf("password")}
          autoComplete="new-password"
          registration={register("password")}
        />
        <PasswordField
          label={t("password.restore.repeatPassword")}
          error={errorOf("repeatPassword")}
          autoComplete="new-password"
          registration={register("repeatPassword")}
        />
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("password.restore.submit")}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
