import { useTranslation } from "../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../common/routes.ts";
import { COMMENT_PARAM } from "../components/contributions/params.ts";
import { FormAlert } from "../components/Field.tsx";
import { FormCard } from "../components/FormCard.tsx";
import { DeleteGalleryContribution, GalleryResultQuery } from "../components/gallery/documents.ts";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { pageMeta } from "../lib/meta.ts";
import { succeeded } from "../lib/mutation-answers.ts";
import { gql, page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
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
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { comment, id } = loaderData;
  const back = `${to("gallery-post", { id: params.id })}#comments-title`;
  const problem = actionData?.error ?? (!comment ? "comments.errors.deleted" : !comment.canDelete ? "comments.errors.moderated" : null);
  return (
    <FormCard id="gallery-comment-delete" title={t("gallery.remove.commentTitle")}>
      {comment && <blockquote className="rounded-2xl border-2 border-line bg-cream p-4 whitespace-pre-line">{comment.content}</blockquote>}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>{t("gallery.remove.back")}</Link>
      ) : (
        <>
          <p>{t("gallery.remove.commentIntro")}</p>
          <Form method="post">
            <input type="hidden" name="id" value={id} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">{t("gallery.remove.confirm")}</SubmitButton>
          </Form>
          <p className="form-links"><Link to={back}>{t("gallery.remove.cancel")}</Link></p>
        </>
      )}
    </FormCard>
  );
}
