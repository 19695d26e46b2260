import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { ERROR_KEYS } from "../../../common/errors.ts";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { useTo } from "../../lib/root-data.ts";
import { errorCode, isProvider, socialMeta } from "../../lib/social-documents.ts";
import type { Route } from "./+types/link-error";

export const meta: Route.MetaFunction = (args) => socialMeta(args, "link-error", "linkError");

/** Why a link failed (email mismatch, account linked elsewhere…), from `?reason=`; unknown reasons read as a failed check. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider");
  const reason = errorCode(url.searchParams.get("reason")) ?? "SOCIAL_FLOW_INVALID";
  return { reason, provider: isProvider(provider) ? provider : null };
}

export default function LinkError({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { reason, provider } = loaderData;
  return (
    <FormCard id="link-error" title={t("social.linkError.title")}>
      <FormAlert message={ERROR_KEYS[reason]} />
      <div className="form-links">
        {provider && reason !== "SOCIAL_NOT_CONFIGURED" && (
          <Link to={to("link-account", { token: provider })}>{t("social.linkError.retry")}</Link>
        )}
        <Link to={to("profile", { tab: "configuracion" })}>{t("social.back")}</Link>
      </div>
    </FormCard>
  );
}
