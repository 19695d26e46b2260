import { data, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { COMMENT_PARAM } from "../../components/contributions/params.ts";
import { ConfirmDelete, type ConfirmDeleteTexts, deleteProblem } from "../../components/contributions/ConfirmDelete.tsx";
import { DeleteGalleryContribution, GalleryResultQuery } from "../../components/gallery/documents.ts";
import { pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/gallery-comment-delete";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "gallery-comment-delete");

/** The author confirms deleting their pending comment on a result (?comentario=<id>). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get(COMMENT_PARAM);
  if (!id) throw data(null, { status: 404 });
  const { galleryResult: result } = await query(context, GalleryResultQuery, { id: params.id });
  if (!result) throw data(null, { status: 404 });
  const comment = result.replies.find((r) => r.id === id) ?? null;
  if (comment && !comment.mine) throw data(null, { status: 403 });
  return { comment, id };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = String((await request.formData()).get("id") ?? "");
  const result = await gql(context, DeleteGalleryContribution, { id });
  const answer = result.data?.deleteContribution;
  if (succeeded(answer)) throw redirect(`${pathFor("gallery-post", page(context).lang, { id: params.id })}#comments-title`);
  return data({ error: answer?.message ?? "errors.serverError" }, { status: answer ? 409 : 500 });
}

export default function GalleryCommentDelete({ loaderData, actionData, params }: Route.ComponentProps) {
  const to = useTo();
  const { comment, id } = loaderData;
  return (
    <ConfirmDelete
      formId="gallery-comment-delete"
      texts={TEXTS}
      id={id}
      preview={
        comment && <blockquote className="rounded-2xl border-2 border-line bg-cream p-4 whitespace-pre-line">{comment.content}</blockquote>
      }
      problem={deleteProblem(actionData?.error, comment)}
      back={`${to("gallery-post", { id: params.id })}#comments-title`}
    />
  );
}

const TEXTS: ConfirmDeleteTexts = {
  title: "gallery.remove.commentTitle",
  intro: "gallery.remove.commentIntro",
  confirm: "gallery.remove.confirm",
  cancel: "gallery.remove.cancel",
  back: "gallery.remove.back",
};
