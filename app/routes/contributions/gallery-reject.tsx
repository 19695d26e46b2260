import { useTranslation } from "../../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { rejectFromForm } from "../../components/contributions/reject.server.ts";
import { RejectReasonField } from "../../components/contributions/RejectReasonField.tsx";
import { COMMENT_PARAM } from "../../components/contributions/params.ts";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { GalleryResultQuery } from "../../components/gallery/documents.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/gallery-reject";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "gallery-reject");

/** A moderator rejects a pending result (with its comments and files) or, with ?comentario=<id>, a comment, giving a reason. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const commentId = new URL(request.url).searchParams.get(COMMENT_PARAM);
  const { galleryResult: result } = await query(context, GalleryResultQuery, { id: params.id });
  if (!commentId)
    return { result, commentId: null, target: result ? { id: result.id, text: result.title ?? "", state: result.state } : null };
  if (!result) throw data(null, { status: 404 });
  const comment = result.replies.find((r) => r.id === commentId);
  return { result, commentId, target: comment ? { id: comment.id, text: comment.content, state: comment.state } : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const refused = await rejectFromForm(context, form);
  if (refused) return data(refused.refusal, { status: refused.status });
  const lang = page(context).lang;
  throw redirect(
    form.get("id") === params.id ? pathFor("gallery", lang) : `${pathFor("gallery-post", lang, { id: params.id })}#comments-title`,
  );
}

export default function GalleryReject({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { target, result } = loaderData;
  const back = result ? to("gallery-post", { id: params.id }) : to("gallery");
  const problem =
    actionData?.error ?? (!target ? "comments.errors.deleted" : target.state !== "pending" ? "comments.errors.alreadyModerated" : null);
  return (
    <FormCard id="gallery-reject" title={t("gallery.reject.title")}>
      {target && <blockquote className="rounded-2xl border-2 border-line bg-cream p-4 whitespace-pre-line">{target.text}</blockquote>}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>
          {t("gallery.reject.back")}
        </Link>
      ) : (
        <>
          <p>{t("gallery.reject.intro")}</p>
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="id" value={target?.id} />
            <RejectReasonField error={actionData?.reasonError} defaultValue={actionData?.reason} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t("gallery.reject.confirm")}
            </SubmitButton>
          </Form>
          <p className="form-links">
            <Link to={back}>{t("gallery.reject.cancel")}</Link>
          </p>
        </>
      )}
    </FormCard>
  );
}
