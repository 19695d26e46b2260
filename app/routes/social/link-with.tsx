import { useTranslation } from "../../i18n/index.ts";
import { data, Form, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { ProviderHandoff } from "../../components/social/ProviderHandoff.tsx";
import { cookieHeaders } from "../../lib/forms.ts";
import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { errorCode, providerOfRoute, socialMeta } from "../../lib/social-documents.ts";
import type { Route } from "./+types/link-with";
import { SubmitButton } from "../../components/SubmitButton.tsx";

const StartSocialLink = graphql(
  `mutation StartSocialLink($provider: SocialProvider!) {
    startSocialLink(provider: $provider) {
      __typename
      ... on MutationStartSocialLinkSuccess { data { url } }
      ... on SocialError { code message }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) =>
  socialMeta(args, args.location.pathname.includes("microsoft") ? "link-with-microsoft" : "link-with-google", "linkAccount");

function providerOf(context: Route.LoaderArgs["context"]) {
  const provider = providerOfRoute(page(context).match?.name);
  if (!provider) throw data(null, { status: 404 });
  return provider;
}

export function loader({ context }: Route.LoaderArgs) {
  return { provider: providerOf(context) };
}

/** Starts a link (the route requires login and the mutation checks again); failures go to link-error. */
export async function action({ context }: Route.ActionArgs) {
  const provider = providerOf(context);
  const result = await gql(context, StartSocialLink, { provider });
  const started = result.data?.startSocialLink;
  if (started?.__typename === "MutationStartSocialLinkSuccess")
    return data({ url: started.data.url }, { headers: cookieHeaders(result.cookies) });
  const code = errorCode((started && "code" in started ? started.code : null) ?? null) ?? "SOCIAL_UNAVAILABLE";
  throw redirect(`${pathFor("link-error", page(context).lang)}?reason=${code}&provider=${provider}`);
}

/** After the POST it hands over to the provider; opened directly, it offers the same button. */
export default function LinkWith({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { provider } = loaderData;
  if (actionData?.url) return <ProviderHandoff url={actionData.url} provider={provider} />;
  const name = t(`social.providers.${provider}`);
  return (
    <FormCard id="link-with" title={t("social.link.title", { provider: name })}>
      <Form method="post">
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t("social.link.submit", { provider: name })}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
