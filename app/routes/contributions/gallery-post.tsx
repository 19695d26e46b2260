import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, useNavigation } from "react-router";
import type { Category } from "../../../common/activities.ts";
import { COMMENT_MAX_LENGTH } from "../../../common/contributions.ts";
import { COMMENT_PARAM } from "../../components/contributions/params.ts";
import { Field, FormAlert } from "../../components/Field.tsx";
import { type GalleryFile, GalleryResultQuery, PostGalleryComment } from "../../components/gallery/documents.ts";
import { VideoEmbed } from "../../components/gallery/VideoEmbed.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { PublishContribution } from "../../components/contributions/documents.ts";
import { newPostKey, PostKeyField, postKeyOf } from "../../components/contributions/PostKey.tsx";
import type { Catalogue } from "../../i18n/es/index.ts";
import { pageMessages, pageMeta } from "../../lib/meta.ts";
import { failureOf, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/gallery-post";

export const meta: Route.MetaFunction = (args) => {
  const texts = pageMessages(args) as Pick<Catalogue, "gallery"> | undefined;
  const title = args.loaderData?.result.title;
  return pageMeta(
    args,
    "gallery-post",
    title && texts ? { title: `${title} · ${texts.gallery.title}`, description: args.loaderData?.result.content.slice(0, 160) } : undefined,
  );
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { galleryResult } = await query(context, GalleryResultQuery, { id: params.id });
  if (!galleryResult) throw data(null, { status: 404 });
  return { result: galleryResult, postKey: newPostKey(!!page(context).me) };
}

/** A comment (pending until moderated) or, for moderators, publishing the result or a comment. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "publish") {
    const result = await gql(context, PublishContribution, { id: String(form.get("id") ?? "") });
    const answer = result.data?.publishContribution;
    if (succeeded(answer))
      return { done: "published" as const, error: null as string | null, fields: {} as Record<string, string>, content: "", postKey: null };
    return data(
      { done: null, error: answer?.message ?? "errors.serverError", fields: {} as Record<string, string>, content: "", postKey: null },
      { status: answer ? 409 : 500 },
    );
  }
  const content = String(form.get("content") ?? "");
  const postKey = postKeyOf(form);
  const result = await gql(context, PostGalleryComment, { resultId: params.id, content, idempotencyKey: postKey });
  const answer = result.data?.postGalleryComment;
  if (succeeded(answer))
    return { done: "commented" as const, error: null as string | null, fields: {} as Record<string, string>, content: "", postKey: null };
  const failure = failureOf(answer);
  // A refused comment is sent again with its key.
  return data({ done: null, ...failure, content, postKey }, { status: answer ? 400 : 500 });
}

function MediaItem({ file, title, n }: { file: GalleryFile; title: string; n: number }) {
  const { t } = useTranslation();
  if (file.kind === "image") {
    return (
      <img
        src={file.url}
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        alt={t("gallery.imageAlt", { n, title })}
        loading={n === 1 ? "eager" : "lazy"}
        decoding="async"
        className="h-auto w-full rounded-2xl border-2 border-line"
      />
    );
  }
  if (file.state === "processing")
    return (
      <p role="status" className="rounded-2xl border-2 border-line bg-cream p-6">
        {t("gallery.processing")}
      </p>
    );
  if (file.state === "failed") return <p className="rounded-2xl border-2 border-line bg-cream p-6">{t("gallery.failed")}</p>;
  const poster = file.url.replace(/\.mp4$/, ".poster.webp");
  return (
    // biome-ignore lint/a11y/useMediaCaption: pupils' classroom videos come without captions
    <video
      controls
      preload="none"
      poster={poster}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      className="h-auto w-full rounded-2xl border-2 border-line"
    >
      <source src={file.url} type="video/mp4" />
    </video>
  );
}

export default function GalleryPost({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { result } = loaderData;
  const pending = result.state === "pending";
  return (
    <div className="page">
      <p className="mb-4">
        <Link to={to("gallery")}>{t("gallery.back")}</Link>
      </p>
      <article>
        <h1 className="page-title">{result.title}</h1>
        <p className="mb-2">{t("gallery.by", { name: result.author.name ?? t("gallery.anonymous") })}</p>
        {pending && (
          <p className="chip mb-4 inline-block" data-state="pending">
            {t("gallery.states.pending")}
          </p>
        )}
        {actionData?.done === "published" && (
          <p role="status" className="form-alert">
            {t("gallery.published")}
          </p>
        )}
        <FormAlert message={actionData?.done === null && !actionData.fields?.content ? actionData.error : null} />
        {(result.categories.length > 0 || result.age) && (
          <p className="mb-4 flex flex-wrap gap-2">
            {result.categories.map((c) => (
              <span key={c} className="chip">
                {t(`activities.categories.${c as Category}`)}
              </span>
            ))}
            {result.age && <span className="chip">{t(`gallery.ages.${result.age}`)}</span>}
          </p>
        )}
        <p className="mb-6 whitespace-pre-line">{result.content}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {result.files.map((file, i) => (
            <MediaItem key={file.id} file={file} title={result.title ?? ""} n={i + 1} />
          ))}
          {result.videoUrl && <VideoEmbed url={result.videoUrl} />}
        </div>
        {(result.canDelete || result.canModerate) && (
          <div className="mt-6 flex flex-wrap gap-3">
            {result.canDelete && (
              <Link to={to("gallery-delete", { id: result.id })} className="btn btn-secondary">
                {t("gallery.actions.remove")}
              </Link>
            )}
            {result.canModerate && (
              <>
                <Form method="post">
                  <input type="hidden" name="intent" value="publish" />
                  <input type="hidden" name="id" value={result.id} />
                  <SubmitButton busy={busy} className="btn btn-primary">
                    {t("gallery.actions.publish")}
                  </SubmitButton>
                </Form>
                <Link to={to("gallery-reject", { id: result.id })} className="btn btn-secondary">
                  {t("gallery.actions.reject")}
                </Link>
              </>
            )}
          </div>
        )}
      </article>
      <section className="mt-10" aria-labelledby="comments-title">
        <h2 id="comments-title" className="text-2xl font-bold">
          {t("gallery.comments.title")}
        </h2>
        {result.replies.length === 0 ? (
          <p className="empty">{t("gallery.comments.none")}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-4">
            {result.replies.map((comment) => (
              <li key={comment.id} id={`c-${comment.id}`} className="rounded-2xl border-2 border-line bg-paper p-4">
                <p className="text-sm font-bold">{comment.author.name ?? t("gallery.anonymous")}</p>
                <p className="whitespace-pre-line">{comment.content}</p>
                {comment.state === "pending" && <p className="chip mt-2 inline-block">{t("gallery.states.pending")}</p>}
                <div className="mt-2 flex flex-wrap gap-3">
                  {comment.canDelete && (
                    <Link to={`${to("gallery-comment-delete", { id: params.id })}?${COMMENT_PARAM}=${comment.id}`}>
                      {t("gallery.comments.remove")}
                    </Link>
                  )}
                  {comment.canModerate && (
                    <>
                      <Form method="post">
                        <input type="hidden" name="intent" value="publish" />
                        <input type="hidden" name="id" value={comment.id} />
                        <button type="submit" className="btn btn-secondary btn-sm">
                          {t("gallery.actions.publish")}
                        </button>
                      </Form>
                      <Link to={`${to("gallery-reject", { id: params.id })}?${COMMENT_PARAM}=${comment.id}`}>
                        {t("gallery.actions.reject")}
                      </Link>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {result.state === "published" && (
          <Form method="post" noValidate className="mt-6 flex flex-col gap-3">
            <input type="hidden" name="intent" value="comment" />
            <PostKeyField value={actionData?.postKey ?? loaderData.postKey} />
            {actionData?.done === "commented" && <p role="status">{t("gallery.comments.sent")}</p>}
            <Field label={t("gallery.comments.label")} required error={actionData?.fields?.content}>
              {({ id, describedBy, invalid, required }) => (
                <textarea
                  id={id}
                  name="content"
                  rows={3}
                  maxLength={COMMENT_MAX_LENGTH}
                  className="field-input min-h-24"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  aria-required={required}
                  defaultValue={actionData?.content ?? ""}
                  key={actionData?.done ?? "form"}
                />
              )}
            </Field>
            <SubmitButton busy={busy} className="btn btn-primary self-start">
              {t("gallery.comments.send")}
            </SubmitButton>
          </Form>
        )}
      </section>
    </div>
  );
}
