import { useTranslation } from "../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../common/routes.ts";
import { ANSWER_PARAM, BulletinPostQuery, DeleteBulletinAnswer } from "../components/bulletin/documents.ts";
import { FormAlert } from "../components/Field.tsx";
import { FormCard } from "../components/FormCard.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { pageMeta } from "../lib/meta.ts";
import { succeeded } from "../lib/mutation-answers.ts";
import { gql, page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/bulletin-answer-delete";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "bulletin-answer-delete");

/** The author confirms deleting their answer while it waits for moderation (?respuesta=<id>). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get(ANSWER_PARAM);
  if (!id) throw data(null, { status: 404 });
  const { bulletinPost: post } = await query(context, BulletinPostQuery, { id: params.id });
  if (!post) throw data(null, { status: 404 });
  const answer = post.replies.find((reply) => reply.id === id) ?? null;
  if (answer && !answer.mine) throw data(null, { status: 403 });
  return { answer };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = String((await request.formData()).get("id") ?? "");
  const result = await gql(context, DeleteBulletinAnswer, { id });
  const answer = result.data?.deleteContribution;
  if (succeeded(answer)) throw redirect(`${pathFor("bulletin-post", page(context).lang, { id: params.id })}#answers-title`);
  // Section 8: moderated meanwhile, or already deleted by its author.
  return data({ error: answer?.message ?? "errors.serverError" }, { status: answer ? 409 : 500 });
}

export default function DeleteBulletinAnswerPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { answer } = loaderData;
  const back = to("bulletin-post", { id: params.id });
  const problem = actionData?.error ?? (!answer ? "comments.errors.deleted" : !answer.canDelete ? "comments.errors.moderated" : null);
  return (
    <FormCard id="delete-answer" title={t("bulletin.remove.title")}>
      {answer && <p className="whitespace-pre-line rounded-2xl border-2 border-line bg-cream p-4">{answer.content}</p>}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>{t("bulletin.remove.back")}</Link>
      ) : (
        <>
          <p>{t("bulletin.remove.intro")}</p>
          <Form method="post">
            <input type="hidden" name="id" value={answer?.id} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">{t("bulletin.remove.confirm")}</SubmitButton>
          </Form>
          <p className="form-links"><Link to={back}>{t("bulletin.remove.cancel")}</Link></p>
        </>
      )}
    </FormCard>
  );
}
