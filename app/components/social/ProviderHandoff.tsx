import { useEffect } from "react";
import { useTranslation } from "../../i18n/index.ts";
import type { Provider } from "../../lib/social-documents.ts";
import { FormCard } from "../FormCard.tsx";

/**
 * Sends the browser to the provider's authorization address. A started flow answers with this page
 * rather than a redirect because the page's CSP (form-action 'self') would block a form POST that
 * redirects to another site; a script navigation or a followed link is not a form submission.
 * Without JavaScript the refresh (or the button) does the same.
 */
export function ProviderHandoff({ url, provider }: { url: string; provider: Provider }) {
  const { t } = useTranslation();
  const name = t(`social.providers.${provider}`);
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <FormCard id="handoff" title={t("social.handoff.title", { provider: name })}>
      {/* Without JavaScript only: a refresh beside the script would send two authorization requests. */}
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${url}`} />
      </noscript>
      <p role="status">{t("social.handoff.text", { provider: name })}</p>
      <a className="btn btn-primary w-full" href={url}>
        {t("social.handoff.continue", { provider: name })}
      </a>
    </FormCard>
  );
}
