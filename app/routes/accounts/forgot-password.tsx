import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, useNavigation } from "react-router";
import { Field, FormAlert } from "../../components/Field.tsx";
import { useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { gql } from "../../lib/page.server.ts";
import { DomainErrorFields, failureOf, succeeded } from "../../lib/mutation-answers.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/forgot-password";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const RequestRestore = graphql(
  `mutation RequestRestore($email: String!) { requestPasswordRestore(email: $email) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "forgot-password");

export function loader() {
  return null;
}

/** Always the same neutral answer, whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const result = await gql(context, RequestRestore, { email });
  const answer = result.data?.requestPasswordRestore;
  if (succeeded(answer)) return { sent: email.trim().toLowerCase(), resent: form.get("resend") === "1" };
  return data({ ...failureOf(answer), sent: null, resent: false }, { status: result.status === 429 ? 429 : 400 });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const failure = actionData && "error" in actionData ? actionData : null;
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/password.ts").then((schemas) => schemas.ForgotPasswordInput),
    failure,
  );
  if (actionData?.sent) {
    return (
      <div className="form-page">
        <section className="form-card" aria-labelledby="sent-title">
          <h1 id="sent-title">{t("password.forgot.sentTitle")}</h1>
          <p role="status">{t("password.forgot.sent", { email: actionData.sent })}</p>
          {actionData.resent && <p className="form-success">{t("password.forgot.resent")}</p>}
          <Form method="post">
            <input type="hidden" name="email" value={actionData.sent} />
            <input type="hidden" name="resend" value="1" />
            <SubmitButton busy={busy} className="btn btn-secondary w-full">
              {t("password.forgot.resend")}
            </SubmitButton>
          </Form>
          <p className="form-links">
            <Link to={to("access")}>{t("password.forgot.back")}</Link>
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="form-page">
      <section className="form-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t("password.forgot.title")}</h1>
        <p>{t("password.forgot.intro")}</p>
        <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
        <Form method="post" noValidate onSubmit={onSubmit}>
          <Field label={t("password.forgot.email")} required error={errorOf("email")}>
            {({ id, describedBy, invalid, required }) => (
              <input
                id={id}
                className="field-input"
                type="email"
                autoComplete="email"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required={required}
                {...register("email")}
              />
            )}
          </Field>
          <SubmitButton busy={busy} className="btn btn-primary w-full">
            {t("password.forgot.submit")}
          </SubmitButton>
        </Form>
        <p className="form-links">
          <Link to={to("access")}>{t("password.forgot.back")}</Link>
        </p>
      </section>
    </div>
  );
}
