import { Trans, useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { safeReturnPath } from "../../../common/return-path.ts";
import { ERROR_KEYS } from "../../../common/errors.ts";
import { storedLanguage } from "../../../common/languages.ts";
import { isAvailableIn, isRouteName, pathFor } from "../../../common/routes.ts";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { ProviderHandoff } from "../../components/social/ProviderHandoff.tsx";
import { cookieHeaders } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { errorCode, type Provider, providerOfRoute, socialMeta } from "../../lib/social-documents.ts";
import type { Route } from "./+types/social-redirect";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const StartSocialSignIn = graphql(
  `mutation StartSocialSignIn($provider: SocialProvider!, $returnTo: String) {
    startSocialSignIn(provider: $provider, returnTo: $returnTo) {
      __typename
      ... on MutationStartSocialSignInSuccess { data { url } }
      ... on SocialError { code message }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

const CompleteSocialSignIn = graphql(
  `mutation CompleteSocialSignIn($provider: SocialProvider!, $callback: String!) {
    completeSocialSignIn(provider: $provider, callback: $callback) {
      __typename
      ... on MutationCompleteSocialSignInSuccess { data { purpose userId created needsBirthdate returnTo language landing } }
      ... on SocialError { code message language purpose }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) =>
  socialMeta(args, args.location.pathname.includes("microsoft") ? "microsoft-redirect" : "google-redirect", "redirect");

function providerOf(context: Route.LoaderArgs["context"]): Provider {
  const provider = providerOfRoute(page(context).match?.name);
  if (!provider) throw data(null, { status: 404 });
  return provider;
}

/**
 * The provider's return address. With `state` in the query it finishes the flow: a session and the
 * page the user came from (or the birthdate step after a sign-up), linked-account after a link, or
 * this page again in the flow's language with `?failed=<code>` (link failures go to link-error).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  if (url.searchParams.has("state")) {
    const result = await gql(context, CompleteSocialSignIn, { provider, callback: url.search });
    const outcome = result.data?.completeSocialSignIn;
    const headers = cookieHeaders(result.cookies);
    if (outcome?.__typename === "MutationCompleteSocialSignInSuccess") {
      const done = outcome.data;
      const lang = storedLanguage(done.language);
      if (done.purpose === "link") throw redirect(`${pathFor("linked-account", lang)}?provider=${provider}`, { headers });
      if (done.needsBirthdate) throw redirect(pathFor("save-birthdate", lang, { id: done.userId }), { headers });
      const landing = done.landing && isRouteName(done.landing) && isAvailableIn(done.landing, lang) ? pathFor(done.landing, lang) : null;
      throw redirect(safeReturnPath(done.returnTo, page(context).origin) ?? landing ?? pathFor("home", lang), { headers });
    }
    const social = outcome?.__typename === "SocialError" ? outcome : null;
    const lang = storedLanguage(social?.language ?? page(context).lang);
    const code = errorCode(outcome?.code ?? null) ?? "SOCIAL_UNAVAILABLE";
    if (social?.purpose === "link") throw redirect(`${pathFor("link-error", lang)}?reason=${code}&provider=${provider}`, { headers });
    throw redirect(`${pathFor(`${provider}-redirect`, lang)}?failed=${code}`, { headers });
  }
  const failed = errorCode(url.searchParams.get("failed"));
  return { provider, failed, returnTo: safeReturnPath(url.searchParams.get("page"), url.origin) };
}

/** Starts a sign-in: the flow is recorded (its state cookie set) and the page hands the browser to the provider. */
export async function action({ request, context }: Route.ActionArgs) {
  const provider = providerOf(context);
  const form = await request.formData();
  const returnTo = safeReturnPath(String(form.get("returnTo") ?? ""), page(context).origin);
  const result = await gql(context, StartSocialSignIn, { provider, returnTo });
  const started = result.data?.startSocialSignIn;
  if (started?.__typename === "MutationStartSocialSignInSuccess")
    return data({ url: started.data.url, failed: null }, { headers: cookieHeaders(result.cookies) });
  const failed = errorCode((started && "code" in started ? started.code : null) ?? null) ?? "SOCIAL_UNAVAILABLE";
  return data({ url: null, failed }, { status: failed === "SOCIAL_NOT_CONFIGURED" ? 503 : 400 });
}

export default function SocialRedirect({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state !== "idle";
  const { provider, returnTo } = loaderData;
  const failed = actionData?.failed ?? loaderData.failed;
  const name = t(`social.providers.${provider}`);
  if (actionData?.url) return <ProviderHandoff url={actionData.url} provider={provider} />;
  if (failed) {
    return (
      <FormCard id="social" title={t("social.redirect.failedTitle", { provider: name })}>
        <FormAlert message={ERROR_KEYS[failed]} />
        <div className="form-links flex-col">
          {failed === "SOCIAL_EMAIL_IN_USE" ? (
            <Link to={`${to("access")}?page=${encodeURIComponent(to("link-account", { token: provider }))}`}>
              {t("social.redirect.loginToLink")}
            </Link>
          ) : (
            <>
              {failed !== "SOCIAL_NOT_CONFIGURED" && <Link to={to(`${provider}-redirect`)}>{t("social.redirect.retry")}</Link>}
              <Link to={to("access")}>{t("social.redirect.login")}</Link>
              <Link to={to("signup")}>{t("social.redirect.signup")}</Link>
            </>
          )}
        </div>
      </FormCard>
    );
  }
  return (
    <FormCard id="social" title={t("social.redirect.title", { provider: name })}>
      <p>{t("social.redirect.intro", { provider: name })}</p>
      <Form method="post">
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("social.redirect.continue", { provider: name })}
        </SubmitButton>
      </Form>
      <p className="field-hint">
        <Trans
          i18nKey="social.buttons.notice"
          components={[<Link key="privacy" className="underline font-bold" to={to("privacy")} target="_blank" />]}
        />
      </p>
      <p className="form-links">
        <Link to={to("access")}>{t("social.redirect.login")}</Link>
      </p>
    </FormCard>
  );
}
