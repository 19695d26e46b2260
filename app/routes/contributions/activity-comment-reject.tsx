import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Language } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { CommentItem } from "../../components/contributions/CommentItem.tsx";
import { ContributionQuery } from "../../components/contributions/documents.ts";
import { rejectFromForm } from "../../components/contributions/reject.server.ts";
import { COMMENT_PARAM, FROM_PARAM, FROM_QUEUE, REJECTED_FLAG } from "../../components/contributions/params.ts";
import { commentsTitle } from "../../components/contributions/meta.ts";
import { FormAlert } from "../../components/Field.tsx";
import { RejectReasonField } from "../../components/contributions/RejectReasonField.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/activity-comment-reject";
import { SubmitButton } from "../../components/SubmitButton.tsx";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "activity-comment-reject", commentsTitle(args, "reject"));

/** Where to return: the queue when the moderator came from it, else the activity's comments. */
function backPath(lang: Language, slug: string, from: string | null): string {
  return from === FROM_QUEUE ? pathFor("moderation", lang) : `${pathFor("activity", lang, { id: slug })}#comments`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get(COMMENT_PARAM);
  if (!id) throw data(null, { status: 404 });
  const { contribution: comment } = await query(context, ContributionQuery, { id });
  if (comment && comment.activity?.slug !== params.id) throw data(null, { status: 404 });
  return { comment, from: url.searchParams.get(FROM_PARAM) };
}

/** Rejects the comment (and with it its replies), then returns where the moderator came from. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const from = String(form.get(FROM_PARAM) ?? "");
  const refused = await rejectFromForm(context, form);
  if (refused) return data(refused.refusal, { status: refused.status });
  const to = backPath(page(context).lang, params.id, from);
  throw redirect(from === FROM_QUEUE ? `${to}?${REJECTED_FLAG}=1` : to);
}

export default function RejectComment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { comment, from } = loaderData;
  const back = from === FROM_QUEUE ? to("moderation") : `${to("activity", { id: params.id })}#comments`;
  const problem =
    actionData?.error ?? (!comment ? "comments.errors.deleted" : comment.state !== "pending" ? "comments.errors.alreadyModerated" : null);
  return (
    <FormCard id="reject-comment" title={t("comments.reject.title")}>
      {comment && (
        <div className="rounded-2xl border-2 border-line bg-cream p-4">
          <CommentItem comment={comment} slug={params.id} actions={false} />
        </div>
      )}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>
          {t("comments.reject.back")}
        </Link>
      ) : (
        <>
          <p>{t("comments.reject.intro")}</p>
          <p className="font-bold">{t("comments.reject.replies")}</p>
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="id" value={comment?.id} />
            {from && <input type="hidden" name={FROM_PARAM} value={from} />}
            <RejectReasonField error={actionData?.reasonError} defaultValue={actionData?.reason} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t("comments.reject.confirm")}
            </SubmitButton>
          </Form>
          <p className="form-links">
            <Link to={back}>{t("comments.reject.cancel")}</Link>
          </p>
        </>
      )}
    </FormCard>
  );
}
