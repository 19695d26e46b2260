import { useTranslation } from "../../i18n/index.ts";
import { Form, Link } from "react-router";
import { useTo } from "../../lib/root-data.ts";
import type { LinkedAccount } from "./documents.ts";

/**
 * The settings tab's linked accounts: Google and Microsoft with their state, a button that starts
 * linking and a link to the unlink screen. The page's loader reads them with the rest of its data
 * (LinkedAccountFields); null when the API did not answer.
 */
export function LinkedAccounts({ accounts }: { accounts: readonly LinkedAccount[] | null }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <section aria-labelledby="linked-accounts-title">
      <h3 id="linked-accounts-title">{t("social.accounts.title")}</h3>
      <p>{t("social.accounts.intro")}</p>
      {!accounts && (
        <p role="alert" className="form-alert">
          {t("social.accounts.loadFailed")}
        </p>
      )}
      {accounts && (
        <ul className="flex flex-col gap-3">
          {accounts.map((account) => {
            const name = t(`social.providers.${account.provider}`);
            const status = account.linked
              ? account.email
                ? t("social.accounts.linkedWith", { email: account.email })
                : t("social.accounts.linked")
              : account.configured
                ? t("social.accounts.notLinked")
                : t("social.accounts.notConfigured");
            return (
              <li key={account.provider} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <strong>{name}</strong>: {status}
                </span>
                {account.linked ? (
                  <Link className="btn btn-secondary btn-sm" to={to("unlink-account", { accountType: account.provider })}>
                    {t("social.accounts.unlink", { provider: name })}
                  </Link>
                ) : account.configured ? (
                  <Form method="post" action={to(`link-with-${account.provider}`)}>
                    <button type="submit" className="btn btn-primary btn-sm">
                      {t("social.accounts.link", { provider: name })}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
