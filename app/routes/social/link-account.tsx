import { useTranslation } from "../../i18n/index.ts";
import { Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { LinkedAccountsQuery } from "../../components/social/documents.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { isProvider, socialMeta } from "../../lib/social-documents.ts";
import type { Route } from "./+types/link-account";
import { SubmitButton } from "../../components/SubmitButton.tsx";

export const meta: Route.MetaFunction = (args) => socialMeta(args, "link-account", "linkAccount");

/**
 * The link-account screen: `:token` names the provider (google or microsoft). It is where settings
 * and the "email already used" message lead; its button starts the link (link-with-<provider>). An
 * unknown token is a broken link: the link-error page says so (its default reason) instead of a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const provider = params.token;
  if (!isProvider(provider)) throw redirect(pathFor("link-error", page(context).lang));
  const result = await gql(context, LinkedAccountsQuery);
  const account = result.data?.linkedAccounts.find((a) => a.provider === provider);
  return { provider, email: page(context).me?.email ?? "", linked: !!account?.linked, configured: !!account?.configured };
}

export default function LinkAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state !== "idle";
  const { provider, email, linked, configured } = loaderData;
  const name = t(`social.providers.${provider}`);
  return (
    <FormCard id="link" title={t("social.link.title", { provider: name })}>
      {linked ? (
        <p role="status">{t("social.link.already", { provider: name })}</p>
      ) : configured ? (
        <>
          <p>{t("social.link.intro", { provider: name, email })}</p>
          <Form method="post" action={to(`link-with-${provider}`)}>
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t("social.link.submit", { provider: name })}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <p role="alert" className="form-alert">
          {t("social.errors.notConfigured")}
        </p>
      )}
      <p className="form-links">
        <Link to={to("profile", { tab: "configuracion" })}>{t("social.back")}</Link>
      </p>
    </FormCard>
  );
}
