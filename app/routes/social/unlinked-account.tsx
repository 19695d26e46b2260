import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { FormCard } from "../../components/FormCard.tsx";
import { useMe, useTo } from "../../lib/root-data.ts";
import { isProvider, socialMeta } from "../../lib/social-documents.ts";
import type { Route } from "./+types/unlinked-account";

export const meta: Route.MetaFunction = (args) => socialMeta(args, "unlinked-account", "unlinked");

/** Success of an unlink, or the emailed link's expired state (section 8). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider");
  return { provider: isProvider(provider) ? provider : null, expired: url.searchParams.has("expired") || !isProvider(provider) };
}

export default function UnlinkedAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const { provider, expired } = loaderData;
  const home = me ? (
    <Link to={to("profile", { tab: "configuracion" })}>{t("social.back")}</Link>
  ) : (
    <Link to={to("home")}>{t("errors.goHome")}</Link>
  );
  if (expired || !provider) {
    return (
      <FormCard id="unlinked" title={t("social.errors.unlinkLinkInvalid")}>
        <p>{t("social.unlinked.expiredText")}</p>
        <div className="form-links">
          {provider && me && <Link to={to("unlink-account", { accountType: provider })}>{t("social.unlinked.newLink")}</Link>}
          {home}
        </div>
      </FormCard>
    );
  }
  return (
    <FormCard id="unlinked" title={t("social.unlinked.title")}>
      <p role="status" className="form-success">
        {t("social.unlinked.text", { provider: t(`social.providers.${provider}`) })}
      </p>
      <p className="form-links">{home}</p>
    </FormCard>
  );
}
