import { data, redirect, type RouterContextProvider } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { conflictMessage } from "./names.ts";

const DeleteForumItem = graphql(`mutation DeleteForumItem($id: ID!) { deleteContribution(id: $id) { __typename ...DomainErrorFields } }`, [
  DomainErrorFields,
]);

/** Deletes the posted id; then back to the forum (a theme) or the theme (an answer). Section 8's conflicts otherwise. */
export async function deleteAction(context: Readonly<RouterContextProvider>, request: Request, themeId: string, kind: "theme" | "answer") {
  const id = String((await request.formData()).get("id") ?? "");
  const result = await gql(context, DeleteForumItem, { id });
  const answer = result.data?.deleteContribution;
  const { lang } = page(context);
  if (succeeded(answer)) throw redirect(kind === "theme" ? pathFor("forum", lang) : pathFor("forum-post", lang, { id: themeId }));
  const error = conflictMessage(answer?.code) ?? answer?.message ?? "errors.serverError";
  return data({ error }, { status: answer ? 409 : 500 });
}
