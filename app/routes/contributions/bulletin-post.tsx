import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { COMMENT_MAX_LENGTH } from "../../../common/contributions.ts";
import { hasRole } from "../../../common/roles.ts";
import { ANSWER_PARAM, BulletinPostQuery, PostBulletinAnswer, PublishBulletinPost } from "../../components/bulletin/documents.ts";
import { RichContent } from "../../components/content/RichContent.tsx";
import { newPostKey, PostKeyField, postKeyOf } from "../../components/contributions/PostKey.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { longDate } from "../../components/publications/dates.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page as pageInfo, query } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/bulletin-post";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "bulletin-post", args.loaderData?.post.title ? { title: args.loaderData.post.title } : undefined);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { bulletinPost: post } = await query(context, BulletinPostQuery, { id: params.id });
  if (!post) throw data(null, { status: 404 });
  const { lang } = pageInfo(context);
  const dated = <T extends { publishedAt: string | null; createdAt: string }>(item: T) => ({
    ...item,
    date: longDate(item.publishedAt ?? item.createdAt, lang),
  });
  return { post: { ...dated(post), replies: post.replies.map(dated) }, postKey: newPostKey(!!pageInfo(context).me) };
}

type Outcome = {
  intent: "answer" | "publish";
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  content?: string;
  postKey?: string | null;
};

/** A teacher's answer (pending until moderated), or staff publishing the draft. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "publish") {
    const result = await gql(context, PublishBulletinPost, { id: params.id });
    const answer = result.data?.publishBulletinPost;
    if (succeeded(answer)) return { intent: "publish", ok: true } satisfies Outcome;
    const { status, failure } = refusedForm(result, answer, { answered: 409 });
    return data({ intent: "publish", ok: false, error: failure.error } satisfies Outcome, { status });
  }
  const content = String(form.get("content") ?? "");
  const postKey = postKeyOf(form);
  const result = await gql(context, PostBulletinAnswer, { postId: params.id, content, idempotencyKey: postKey });
  const answer = result.data?.postBulletinAnswer;
  if (succeeded(answer)) return { intent: "answer", ok: true } satisfies Outcome;
  const { status, failure } = refusedForm(result, answer);
  return data({ intent: "answer", ok: false, error: failure.error, fields: failure.fields, content, postKey } satisfies Outcome, {
    status,
  });
}

export default function BulletinPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { post } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const draft = post.state === "pending";
  const status = outcome?.ok
    ? t(outcome.intent === "publish" ? "bulletin.publish.done" : "bulletin.answers.sent")
    : search.get("guardado") && draft
      ? t("bulletin.write.saved")
      : "";
  const answerError = outcome?.intent === "answer" && !outcome.ok ? (outcome.fields?.content ?? null) : null;
  return (
    <div className="page">
      <p className="mb-4">
        <Link to={to("bulletin")}>{t("bulletin.back")}</Link>
      </p>
      <article>
        <h1 className="page-title">{post.title}</h1>
        <p className="mb-6 text-sm text-muted">
          {post.author.name && <>{t("bulletin.item.by", { name: post.author.name })} · </>}
          {draft ? <strong>{t("bulletin.item.draft")}</strong> : t("bulletin.item.published", { date: post.date })}
        </p>
        <div role="status" className="mb-4">
          {status && <p className="form-success">{status}</p>}
        </div>
        {outcome && !outcome.ok && outcome.intent === "publish" && <FormAlert message={outcome.error} />}
        <RichContent html={post.content} className="panel" />
        {draft && hasRole(me, "staff") && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="publish" />
            <SubmitButton busy={busy("publish")} className="btn btn-primary">
              {t("bulletin.publish.submit")}
            </SubmitButton>
          </Form>
        )}
      </article>
      {!draft && (
        <section className="mt-10" aria-labelledby="answers-title">
          <h2 id="answers-title" className="text-2xl font-bold">
            {t("bulletin.answers.title")} <span className="text-base text-muted">({post.replies.length})</span>
          </h2>
          {post.replies.length === 0 ? (
            <p className="empty">{t("bulletin.answers.empty")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {post.replies.map((reply) => (
                <li key={reply.id} id={`c-${reply.id}`} className="panel">
                  <p className="text-sm text-muted">
                    {reply.author.name && <strong>{reply.author.name}</strong>} · {reply.date}
                    {reply.state === "pending" && (
                      <>
                        {" "}
                        · <em>{t("bulletin.item.pending")}</em>
                      </>
                    )}
                  </p>
                  <p className="mt-2 whitespace-pre-line">{reply.content}</p>
                  {reply.canDelete && (
                    <p className="mt-2">
                      <Link to={`${to("bulletin-answer-delete", { id: post.id })}?${ANSWER_PARAM}=${reply.id}`}>
                        {t("bulletin.answers.delete")}
                      </Link>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
          {me?.programs.length ? (
            <Form method="post" noValidate className="mt-6 flex flex-col gap-3" key={outcome?.ok ? "sent" : "form"}>
              <input type="hidden" name="intent" value="answer" />
              <PostKeyField value={(outcome?.intent === "answer" && !outcome.ok ? outcome.postKey : null) ?? loaderData.postKey} />
              <Field label={t("bulletin.answers.label")} required error={answerError ?? undefined}>
                {({ id, describedBy, invalid, required }) => (
                  <textarea
                    id={id}
                    name="content"
                    rows={4}
                    maxLength={COMMENT_MAX_LENGTH}
                    className="field-input min-h-28"
                    defaultValue={outcome?.ok ? "" : outcome?.content}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    aria-required={required}
                  />
                )}
              </Field>
              <SubmitButton busy={busy("answer")} className="btn btn-primary self-start">
                {t("bulletin.answers.submit")}
              </SubmitButton>
            </Form>
          ) : null}
        </section>
      )}
    </div>
  );
}
