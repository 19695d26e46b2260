import { data, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { CommentItem } from "../../components/contributions/CommentItem.tsx";
import { ContributionQuery } from "../../components/contributions/documents.ts";
import { COMMENT_PARAM } from "../../components/contributions/params.ts";
import { commentsTitle } from "../../components/contributions/meta.ts";
import { ConfirmDelete, type ConfirmDeleteTexts, deleteProblem } from "../../components/contributions/ConfirmDelete.tsx";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { DomainErrorFields, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/activity-comment-delete";

const DeleteContribution = graphql(
  `mutation DeleteContribution($id: ID!) { deleteContribution(id: $id) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "activity-comment-delete", commentsTitle(args, "remove"));

/**
 * The author confirms deleting their comment (login required: the root middleware sends visitors to
 * log in). A comment that is gone is shown as such, since the author may have deleted it in another tab.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get(COMMENT_PARAM);
  if (!id) throw data(null, { status: 404 });
  const { contribution: comment } = await query(context, ContributionQuery, { id });
  if (comment && comment.activity?.slug !== params.id) throw data(null, { status: 404 });
  if (comment && !comment.mine) throw data(null, { status: 403 });
  return { comment };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = String((await request.formData()).get("id") ?? "");
  const result = await gql(context, DeleteContribution, { id });
  const answer = result.data?.deleteContribution;
  if (succeeded(answer)) throw redirect(`${pathFor("activity", page(context).lang, { id: params.id })}#comments`);
  // Section 8: moderated meanwhile, or already deleted by its author.
  return data({ error: answer?.message ?? "errors.serverError" }, { status: answer ? 409 : 500 });
}

export default function DeleteComment({ loaderData, actionData, params }: Route.ComponentProps) {
  const to = useTo();
  const { comment } = loaderData;
  const preview = comment && (
    <div className="rounded-2xl border-2 border-line bg-cream p-4">
      <CommentItem comment={comment} slug={params.id} actions={false} />
    </div>
  );
  return (
    <ConfirmDelete
      formId="delete-comment"
      texts={TEXTS}
      id={comment?.id}
      preview={preview}
      problem={deleteProblem(actionData?.error, comment)}
      back={`${to("activity", { id: params.id })}#comments`}
    />
  );
}

const TEXTS: ConfirmDeleteTexts = {
  title: "comments.remove.title",
  intro: "comments.remove.intro",
  confirm: "comments.remove.confirm",
  cancel: "comments.remove.cancel",
  back: "comments.remove.back",
};
