import type { RouterContextProvider } from "react-router";
import { gql } from "../../lib/page.server.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { RejectContribution } from "./documents.ts";

/** What a reject form's action answers when the rejection did not happen: the form's message or the reason's, and what was typed. */
export type RejectRefusal = { error: string | null; reasonError: string | null; reason: string };

/**
 * A moderator's rejection posted from a reject page (`id`, `reason`), for every section: null when done, else
 * why not (the reason's own message; a conflict when moderated or deleted meanwhile; a server failure).
 */
export async function rejectFromForm(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<{ refusal: RejectRefusal; status: number } | null> {
  const reason = String(form.get("reason") ?? "");
  const result = await gql(context, RejectContribution, { id: String(form.get("id") ?? ""), reason });
  const answer = result.data?.rejectContribution;
  if (succeeded(answer)) return null;
  const reasonError = answer?.fields?.find((f) => f.field === "reason")?.message ?? null;
  if (reasonError) return { refusal: { error: null, reasonError, reason }, status: 400 };
  const error = answer?.code === "CONTRIBUTION_MODERATED" ? "comments.errors.alreadyModerated" : (answer?.message ?? "errors.serverError");
  return { refusal: { error, reasonError: null, reason }, status: answer ? 409 : 500 };
}
