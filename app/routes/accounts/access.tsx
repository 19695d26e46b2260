import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { safeReturnPath } from "../../../common/return-path.ts";
import { isAvailableIn, isRouteName, pathFor } from "../../../common/routes.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { SocialButtons } from "../../components/social/SocialButtons.tsx";
import { cookieHeaders, useZodForm } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, refusedForm } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { returnQuery } from "../../lib/return-path.ts";
import type { Route } from "./+types/access";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const Login = graphql(
  `mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) { __typename ... on MutationLoginSuccess { data { token landing } } ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export function loader({ context }: Route.LoaderArgs) {
  return { staff: page(context).match?.name === "cms-login" };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.staff ? "cms-login" : "access");

/**
 * Logs in; on success goes back to ?page= (same-site paths only) or, without one, to where the user works (the
 * desk, the back office, My panel: Session.landing) or home, with the session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await gql(context, Login, {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
  });
  const login = result.data?.login;
  if (login?.__typename === "MutationLoginSuccess") {
    const { lang, origin } = page(context);
    const back = safeReturnPath(new URL(request.url).searchParams.get("page"), origin);
    const landing = login.data.landing;
    const work = landing && isRouteName(landing) && isAvailableIn(landing, lang) ? pathFor(landing, lang) : null;
    throw redirect(back ?? work ?? pathFor("home", lang), { headers: cookieHeaders(result.cookies) });
  }
  // A failed login is a 401; input the API refused outright is the user's to fix (400).
  const { status, failure } = refusedForm(result, login, { answered: 401 });
  return data(failure, { status });
}

export default function Access({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/account.ts").then((schemas) => schemas.LoginInput),
    actionData,
  );
  const staff = loaderData.staff;
  return (
    <div className="form-page">
      <section className="form-card" aria-labelledby="access-title">
        <h1 id="access-title">{t(staff ? "access.staffTitle" : "access.title")}</h1>
        <p>{t(staff ? "access.staffIntro" : "access.intro")}</p>
        <FormAlert message={actionData?.error} />
        <Form method="post" noValidate onSubmit={onSubmit}>
          <Field label={t("access.email")} required error={errorOf("email")}>
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
          <Field label={t("access.password")} required error={errorOf("password")}>
            {({ id, describedBy, invalid, required }) => (
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: ARIA in HTML allows aria-required on password and date inputs (the textbox's attributes)
              <input
                id={id}
                className="field-input"
                type="password"
                autoComplete="current-password"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required={required}
                {...register("password")}
              />
            )}
          </Field>
          <SubmitButton busy={busy} className="btn btn-primary w-full">
            {t("access.submit")}
          </SubmitButton>
        </Form>
        {!staff && <SocialButtons />}
        {!staff && (
          <div className="form-links">
            <p>
              <Link to={to("forgot-password")}>{t("access.forgot")}</Link>
            </p>
            <p>
              {t("access.noAccount")}{" "}
              <Link to={to("signup") + returnQuery(safeReturnPath(search.get("page")))}>{t("access.createAccount")}</Link>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
