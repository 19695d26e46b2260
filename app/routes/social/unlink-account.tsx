import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields, failureOf } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { isProvider, socialMeta } from "../../lib/social-documents.ts";
import type { Route } from "./+types/unlink-account";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const UnlinkPage = graphql(`query UnlinkPage { hasPassword linkedAccounts { provider linked } }`);

const RequestUnlink = graphql(
  `mutation RequestUnlink($provider: SocialProvider!) { requestUnlink(provider: $provider) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

const ConfirmUnlink = graphql(
  `mutation ConfirmUnlink($provider: SocialProvider!, $token: String!) {
    confirmUnlink(provider: $provider, token: $token) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => socialMeta(args, "unlink-account", "unlink");

function providerOf(params: Route.LoaderArgs["params"]) {
  if (!isProvider(params.accountType)) throw data(null, { status: 404 });
  return params.accountType;
}

/**
 * With `?token=` (the emailed link, followed while signed in) it unlinks and shows unlinked-account,
 * or its expired state. Without, it explains and offers to send the confirmation email.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const provider = providerOf(params);
  const lang = page(context).lang;
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null) {
    const result = await gql(context, ConfirmUnlink, { provider, token });
    const done = result.data?.confirmUnlink?.__typename === "MutationConfirmUnlinkSuccess";
    throw redirect(`${pathFor("unlinked-account", lang)}?provider=${provider}${done ? "" : "&expired=1"}`);
  }
  const result = await gql(context, UnlinkPage);
  const linked = !!result.data?.linkedAccounts.find((a) => a.provider === provider)?.linked;
  return { provider, linked, hasPassword: !!result.data?.hasPassword, email: page(context).me?.email ?? "" };
}

/** Sends (or resends) the confirmation email. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const provider = providerOf(params);
  const form = await request.formData();
  const result = await gql(context, RequestUnlink, { provider });
  const answer = result.data?.requestUnlink;
  if (answer?.__typename === "MutationRequestUnlinkSuccess")
    return { sent: true as const, resent: form.get("resend") === "1", error: null };
  return data({ sent: false as const, resent: false, error: failureOf(answer).error }, { status: result.status === 429 ? 429 : 400 });
}

export default function UnlinkAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state !== "idle";
  const { provider, linked, hasPassword, email } = loaderData;
  const name = t(`social.providers.${provider}`);
  const back = (
    <p className="form-links">
      <Link to={to("profile", { tab: "configuracion" })}>{t("social.back")}</Link>
    </p>
  );
  if (actionData?.sent) {
    return (
      <FormCard id="unlink" title={t("social.unlink.sentTitle")}>
        <p role="status">{t("social.unlink.sent", { email })}</p>
        {actionData.resent && <p className="form-success">{t("social.unlink.resent")}</p>}
        <Form method="post">
          <input type="hidden" name="resend" value="1" />
          <SubmitButton busy={busy} className="btn btn-secondary w-full">
            {t("social.unlink.resend")}
          </SubmitButton>
        </Form>
        {back}
      </FormCard>
    );
  }
  return (
    <FormCard id="unlink" title={t("social.unlink.title", { provider: name })}>
      <FormAlert message={actionData?.error} />
      {!linked ? (
        <p role="status">{t("social.errors.notLinked")}</p>
      ) : !hasPassword ? (
        <>
          <p role="status">{t("social.errors.needsPassword")}</p>
          <Link className="btn btn-primary w-full" to={to("create-password")}>
            {t("social.unlink.createPassword")}
          </Link>
        </>
      ) : (
        <>
          <p>{t("social.unlink.intro", { provider: name, email })}</p>
          <Form method="post">
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t("social.unlink.submit")}
            </SubmitButton>
          </Form>
        </>
      )}
      {back}
    </FormCard>
  );
}
