import { graphql, type ResultOf } from "../../lib/graphql.ts";

/**
 * Google and Microsoft with their state, as the linked-accounts widget shows them. Run by the loaders of the
 * settings tab, the link screens and the linked-account screen (never from the browser, so the browser's
 * bundle carries no GraphQL parser).
 */
export const LinkedAccountFields = graphql(`fragment LinkedAccountFields on LinkedAccount @_unmask { provider configured linked email }`);
export type LinkedAccount = ResultOf<typeof LinkedAccountFields>;

export const LinkedAccountsQuery = graphql(`query LinkedAccounts { linkedAccounts { ...LinkedAccountFields } }`, [LinkedAccountFields]);
