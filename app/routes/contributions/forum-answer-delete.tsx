import { data } from "react-router";
import { confirmedItem } from "../../components/forum/confirm.server.ts";
import { deleteAction } from "../../components/forum/delete.server.ts";
import { DeleteScreen } from "../../components/forum/DeleteScreen.tsx";
import type { forum } from "../../i18n/es/forum.ts";
import { pageMessages, pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/forum-answer-delete";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "forum-answer-delete", { title: (pageMessages(args)?.forum as typeof forum | undefined)?.remove.answerTitle });

/** The author confirms deleting their pending answer (the root sends visitors to log in). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item } = await confirmedItem(context, request, params.id, "answer");
  if (item && !item.mine) throw data(null, { status: 403 });
  return { item };
}

export const action = ({ request, params, context }: Route.ActionArgs) => deleteAction(context, request, params.id, "answer");

export default function ForumDelete({ loaderData, actionData, params }: Route.ComponentProps) {
  return <DeleteScreen kind="answer" themeId={params.id} item={loaderData.item} error={actionData?.error ?? null} />;
}
