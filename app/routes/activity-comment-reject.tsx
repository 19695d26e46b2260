import { useTranslation } from "../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Language } from "../../common/languages.ts";
import { pathFor } from "../../common/routes.ts";
import { CommentItem } from "../components/contributions/CommentItem.tsx";
import { ContributionQuery, RejectContribution } from "../components/contributions/documents.ts";
import { COMMENT_PARAM, FROM_PARAM, FROM_QUEUE, REJECTED_FLAG } from "../components/contributions/params.ts";
import { commentsTitle } from "../components/contributions/meta.ts";
import { Field, FormAlert } from "../components/Field.tsx";
import { REJECT_REASON_MAX_LENGTH } from "../../common/contributions.ts";
import { FormCard } from "../components/FormCard.tsx";
import { pageMeta } from "../lib/meta.ts";
import { succeeded } from "../lib/mutation-answers.ts";
import { gql, page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/activity-comment-reject";
import { SubmitButton } from "../components/SubmitButton.tsx";

/** The reason's messages come from the server (moderation.ts parseRejectReason): this screen carries them. */
const REASON_MESSAGES = "moderation.errors";

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
  const reason = String(form.get("reason") ?? "");
  const result = await gql(context, RejectContribution, { id: String(form.get("id") ?? ""), reason });
  const answer = result.data?.rejectContribution;
  const from = String(form.get(FROM_PARAM) ?? "");
  if (succeeded(answer)) {
    const to = backPath(page(context).lang, params.id, from);
    throw redirect(from === FROM_QUEUE ? `${to}?${REJECTED_FLAG}=1` : to);
  }
  const reasonError = answer && "fields" in answer ? answer.fields?.find((f) => f.field === "reason")?.message : undefined;
  if (reasonError) return data({ error: null, reasonError, reason }, { status: 400 });
  const error = answer?.code === "CONTRIBUTION_MODERATED" ? "comments.errors.alreadyModerated" : (answer?.message ?? "errors.serverError");
  return data({ error, reasonError: null, reason }, { status: answer ? 409 : 500 });
}

function reasonMessage(key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  return key.startsWith(`${REASON_MESSAGES}.`) ? key : "errors.validation";
}

export default function RejectComment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { comment, from } = loaderData;
  const back = from === FROM_QUEUE ? to("moderation") : `${to("activity", { id: params.id })}#comments`;
  const problem = actionData?.error
    ?? (!comment ? "comments.errors.deleted" : comment.state !== "pending" ? "comments.errors.alreadyModerated" : null);
  return (
    <FormCard id="reject-comment" title={t("comments.reject.title")}>
      {comment && (
        <div className="rounded-2xl border-2 border-line bg-cream p-4">
          <CommentItem comment={comment} slug={params.id} actions={false} />
        </div>
      )}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>{t("comments.reject.back")}</Link>
      ) : (
        <>
          <p>{t("comments.reject.intro")}</p>
          <p className="font-bold">{t("comments.reject.replies")}</p>
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="id" value={comment?.id} />
            {from && <input type="hidden" name={FROM_PARAM} value={from} />}
            <Field label={t("comments.reject.reason")} required hint={t("comments.reject.reasonHint")} error={reasonMessage(actionData?.reasonError)}>
              {({ id, describedBy, invalid, required }) => (
                <textarea
                  id={id} name="reason" className="field-input min-h-24" rows={3} maxLength={REJECT_REASON_MAX_LENGTH}
                  aria-describedby={describedBy} aria-invalid={invalid || undefined} aria-required={required}
                  defaultValue={actionData?.reason ?? ""}
                />
              )}
            </Field>
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
