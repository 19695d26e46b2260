import { useTranslation } from "../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../common/routes.ts";
import { CommentItem } from "../components/contributions/CommentItem.tsx";
import { ContributionQuery } from "../components/contributions/documents.ts";
import { COMMENT_PARAM } from "../components/contributions/params.ts";
import { commentsTitle } from "../components/contributions/meta.ts";
import { FormAlert } from "../components/Field.tsx";
import { FormCard } from "../components/FormCard.tsx";
import { graphql } from "../lib/graphql.ts";
import { pageMeta } from "../lib/meta.ts";
import { DomainErrorFields, succeeded } from "../lib/mutation-answers.ts";
import { gql, page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/activity-comment-delete";
import { SubmitButton } from "../components/SubmitButton.tsx";

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
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { comment } = loaderData;
  const back = `${to("activity", { id: params.id })}#comments`;
  // What stops the deletion, whether the page learnt it on loading or on confirming.
  const problem = actionData?.error ?? (!comment ? "comments.errors.deleted" : !comment.canDelete ? "comments.errors.moderated" : null);
  return (
    <FormCard id="delete-comment" title={t("comments.remove.title")}>
      {comment && (
        <div className="rounded-2xl border-2 border-line bg-cream p-4">
          <CommentItem comment={comment} slug={params.id} actions={false} />
        </div>
      )}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>{t("comments.remove.back")}</Link>
      ) : (
        <>
          <p>{t("comments.remove.intro")}</p>
          <Form method="post">
            <input type="hidden" name="id" value={comment?.id} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t("comments.remove.confirm")}
            </SubmitButton>
          </Form>
          <p className="form-links">
            <Link to={back}>{t("comments.remove.cancel")}</Link>
          </p>
        </>
      )}
    </FormCard>
  );
}
