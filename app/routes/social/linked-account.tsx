import { useTranslation } from "../../i18n/index.ts";
import { Link, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { LinkedAccountsQuery } from "../../components/social/documents.ts";
import { LinkedAccounts } from "../../components/social/LinkedAccounts.tsx";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import { isProvider, socialMeta } from "../../lib/social-documents.ts";
import type { Route } from "./+types/linked-account";

export const meta: Route.MetaFunction = (args) => socialMeta(args, "linked-account", "linked");

/** Success after a link (with the list of linked accounts): shown only when the provider really is linked, else back to settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const provider = new URL(request.url).searchParams.get("provider");
  const settings = pathFor("profile", page(context).lang, { tab: "configuracion" });
  if (!isProvider(provider)) throw redirect(settings);
  const result = await gql(context, LinkedAccountsQuery);
  const account = result.data?.linkedAccounts.find((a) => a.provider === provider);
  if (!account?.linked) throw redirect(settings);
  return { provider, accounts: result.data?.linkedAccounts ?? null };
}

export default function LinkedAccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const name = t(`social.providers.${loaderData.provider}`);
  return (
    <FormCard id="linked" title={t("social.linked.title")}>
      <p role="status" className="form-success">
        {t("social.linked.text", { provider: name })}
      </p>
      <LinkedAccounts accounts={loaderData.accounts} />
      <p className="form-links">
        <Link to={to("profile", { tab: "configuracion" })}>{t("social.back")}</Link>
      </p>
    </FormCard>
  );
}
