import { print } from "@0no-co/graphql.web";
import { initGraphQLTada, type TadaDocumentNode } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/**
 * The app's GraphQL documents, typed by the printed schema (server/graphql/schema.graphql through
 * graphql-env.d.ts): a document's result and variables types come from `ResultOf`/`VariablesOf`, and
 * `npm run typecheck` refuses an unknown field or a wrong variable (decision 014).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // An upload (Yoga's multipart File), sent from an action as the Blob it received; JSON: a course block's
  // content, answer and result, typed by common/courses.ts where they are read (decision 032).
  scalars: { File: Blob; JSON: unknown };
}>();

export type { FragmentOf, ResultOf, TadaDocumentNode, VariablesOf } from "gql.tada";
export { readFragment } from "gql.tada";

const printed = new WeakMap<object, string>();

/** A document's text, as sent to the API (printed once per document). */
export function sourceOf(document: TadaDocumentNode<any, any>): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}
