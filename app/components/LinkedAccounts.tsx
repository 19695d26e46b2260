import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { graphql, type ResultOf, sourceOf } from "../lib/graphql.ts";
import { useRootData, useTo } from "../lib/root-data.ts";

/** Google and Microsoft with their state (also read by the link-account and linked-account loaders). */
export const LinkedAccountsQuery = graphql(`query LinkedAccounts { linkedAccounts { provider configured linked email } }`);
type Data = ResultOf<typeof LinkedAccountsQuery>;

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; accounts: Data["linkedAccounts"] };

/**
 * The settings tab's linked accounts: Google and Microsoft with their state, a button that starts
 * linking and a link to the unlink screen. An interactive widget, so it reads `linkedAccounts`
 * from /graphql itself (the profile page's loader stays the profile engineer's).
 */
export function LinkedAccounts() {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-language": lang },
      body: JSON.stringify({ query: sourceOf(LinkedAccountsQuery) }),
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<{ data?: Data | null }>)
      .then((body) => setState(body.data ? { kind: "ready", accounts: body.data.linkedAccounts } : { kind: "failed" }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      });
    return () => controller.abort();
  }, [lang]);

  return (
    <section aria-labelledby="linked-accounts-title">
      <h3 id="linked-accounts-title">{t("social.accounts.title")}</h3>
      <p>{t("social.accounts.intro")}</p>
      {state.kind === "loading" && <p role="status">{t("social.accounts.loading")}</p>}
      {state.kind === "failed" && <p role="alert" className="form-alert">{t("social.accounts.loadFailed")}</p>}
      {state.kind === "ready" && (
        <ul className="flex flex-col gap-3">
          {state.accounts.map((account) => {
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
                    <button type="submit" className="btn btn-primary btn-sm">{t("social.accounts.link", { provider: name })}</button>
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
