import { data, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { ANSWER_PARAM, BulletinPostQuery, DeleteBulletinAnswer } from "../../components/bulletin/documents.ts";
import { ConfirmDelete, type ConfirmDeleteTexts, deleteProblem } from "../../components/contributions/ConfirmDelete.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
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
  const to = useTo();
  const { answer } = loaderData;
  return (
    <ConfirmDelete
      formId="delete-answer"
      texts={TEXTS}
      id={answer?.id}
      preview={answer && <p className="whitespace-pre-line rounded-2xl border-2 border-line bg-cream p-4">{answer.content}</p>}
      problem={deleteProblem(actionData?.error, answer)}
      back={to("bulletin-post", { id: params.id })}
    />
  );
}

const TEXTS: ConfirmDeleteTexts = {
  title: "bulletin.remove.title",
  intro: "bulletin.remove.intro",
  confirm: "bulletin.remove.confirm",
  cancel: "bulletin.remove.cancel",
  back: "bulletin.remove.back",
};
