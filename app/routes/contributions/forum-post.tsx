import { data, Link } from "react-router";
import { PublishContribution } from "../../components/contributions/documents.ts";
import { newPostKey, postKeyOf } from "../../components/contributions/PostKey.tsx";
import { type AnswerOutcome, AnswerForm } from "../../components/forum/AnswerForm.tsx";
import { ForumThemeQuery, PostForumAnswer } from "../../components/forum/documents.ts";
import { ForumActions, ForumBody, ForumByline } from "../../components/forum/ForumEntry.tsx";
import { conflictMessage, useForumAuthor } from "../../components/forum/names.ts";
import { CategoryChip } from "../../components/activities/Chips.tsx";
import { Icon } from "../../components/icons/Icon.tsx";
import { arrowLeft } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import { isLicensed } from "../../../common/user.ts";
import type { Route } from "./+types/forum-post";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "forum-post", args.loaderData ? { title: args.loaderData.theme.title ?? undefined } : undefined);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { forumTheme: theme } = await query(context, ForumThemeQuery, { id: params.id });
  if (!theme) throw data(null, { status: 404 });
  return { theme, postKey: newPostKey(!!page(context).me) };
}

type PublishOutcome = { intent: "publish"; ok: boolean; error?: string; id: string };

/** Answers the theme ("answer") and, for moderators, publishes the theme or an answer in place ("publish"). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "answer") {
    const content = String(form.get("content") ?? "");
    const postKey = postKeyOf(form);
    const result = await gql(context, PostForumAnswer, { themeId: params.id, content, idempotencyKey: postKey });
    const answer = result.data?.postForumAnswer;
    if (succeeded(answer)) return { intent, ok: true, content } satisfies AnswerOutcome;
    const { status, failure } = refusedForm(result, answer);
    const error =
      failure.fields.content ??
      conflictMessage(answer?.code) ??
      (answer?.code === "NOT_FOUND" ? "forum.errors.themeClosed" : failure.error);
    return data({ intent, ok: false, error, content, postKey } satisfies AnswerOutcome, { status });
  }
  if (intent === "publish") {
    const id = String(form.get("id") ?? "");
    const result = await gql(context, PublishContribution, { id });
    const answer = result.data?.publishContribution;
    if (succeeded(answer)) return { intent, ok: true, id } satisfies PublishOutcome;
    const { status, failure } = refusedForm(result, answer, { answered: 409 });
    return data({ intent, ok: false, id, error: conflictMessage(answer?.code, true) ?? failure.error } satisfies PublishOutcome, {
      status,
    });
  }
  throw data(null, { status: 400 });
}

/** A theme: its content, its answers (anchored #c-<id>, where notifications point), the answer form and the moderators' buttons. */
export default function ForumPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const name = useForumAuthor();
  const { theme } = loaderData;
  const answered = actionData?.intent === "answer" ? (actionData as AnswerOutcome) : null;
  const published = actionData?.intent === "publish" ? (actionData as PublishOutcome) : null;
  return (
    <div className="page">
      <p className="mb-4">
        <Link to={to("forum")} className="inline-flex items-center gap-1 font-extrabold">
          <Icon d={arrowLeft} className="size-4" /> {t("forum.theme.back")}
        </Link>
      </p>
      <article id={`c-${theme.id}`} aria-labelledby="theme-title" className="panel flex flex-col gap-4">
        <h1 id="theme-title" className="page-title mb-0">
          {theme.title}
        </h1>
        <p className="chips">
          <span className="sr-only">{t("forum.theme.categories")}: </span>
          {theme.categories.map((category) => (
            <CategoryChip key={category} category={category} />
          ))}
        </p>
        <ForumByline item={theme} />
        {theme.state === "pending" && theme.mine && <p className="rounded-2xl bg-sun-soft p-4 font-bold">{t("forum.theme.pendingNote")}</p>}
        <ForumBody item={theme} />
        <ForumActions item={theme} themeId={theme.id} />
      </article>
      <div role="status" className="mt-4">
        {published?.ok && <p className="form-success">{t("forum.theme.published")}</p>}
      </div>
      {published && !published.ok && published.error && (
        <p role="alert" className="form-alert mt-4">
          {t(published.error as never)}
        </p>
      )}
      <section aria-labelledby="answers-title" className="mt-8 flex flex-col gap-5">
        <h2 id="answers-title">
          {t("forum.answers.title")} <span className="text-base font-bold text-muted">({theme.replyCount})</span>
        </h2>
        {theme.replies.length === 0 ? (
          <p className="empty">{t("forum.answers.empty")}</p>
        ) : (
          <ul aria-label={t("forum.answers.listLabel")} className="flex flex-col gap-4">
            {theme.replies.map((reply) => (
              <li key={reply.id} id={`c-${reply.id}`} className="panel scroll-mt-24">
                <article
                  aria-label={reply.mine ? t("forum.answers.yours") : t("forum.answers.by", { name: name(reply) })}
                  className="flex flex-col gap-3"
                >
                  <ForumByline item={reply} />
                  <ForumBody item={reply} />
                  <ForumActions item={reply} themeId={theme.id} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      {isLicensed(me) && (
        <section aria-labelledby="answer-title" className="panel mt-8 flex flex-col gap-4">
          <h2 id="answer-title">{t("forum.answerForm.title")}</h2>
          {theme.state === "published" ? (
            <AnswerForm outcome={answered} postKey={loaderData.postKey} />
          ) : (
            <p>{t("forum.answerForm.closed")}</p>
          )}
        </section>
      )}
    </div>
  );
}
