import type { RouterContextProvider } from "react-router";
import { inputRefused, type MutationAnswer, succeeded } from "../../lib/mutation-answers.ts";
import { gql } from "../../lib/page.server.ts";
import type { GraphQLResult } from "../../server-context.ts";
import { postKeyOf } from "./PostKey.tsx";
import { type CommentNode, PostActivityComment, PublishContribution, RejectContribution } from "./documents.ts";

/** What the activity page needs to show its comments. */
export type CommentsData = {
  comments: CommentNode[];
  /** Published comments, replies included (the heading's count). */
  publishedCount: number;
  /** The API could not load them: the section says so instead of "no comments yet". */
  failed: boolean;
};

export const COMMENT_INTENTS = ["comment-post", "comment-publish", "comment-reject"] as const;
export type CommentIntent = (typeof COMMENT_INTENTS)[number];

/** The outcome of a comment form; `error` is an i18n key (its text may use {{max}}). */
export type CommentActionResult = {
  ok: boolean;
  intent: CommentIntent | null;
  error?: string;
  /** The contribution acted on (publish/reject), or the parent a reply was for. */
  id?: string | null;
  /** What was typed (and the form's key), given back when posting failed so a page without JavaScript keeps it. */
  values?: { content: string; parentId: string | null; postKey: string | null };
};

function countPublished(nodes: CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.state === "published" ? 1 : 0) + countPublished(node.replies ?? []), 0);
}

/** The comments section's data from the activity's `comments` (null when the API failed to load them). */
export function commentsData(comments: CommentNode[] | null | undefined): CommentsData {
  return { comments: comments ?? [], publishedCount: countPublished(comments ?? []), failed: !comments };
}

/**
 * Handles a comment form posted to a page (the activity page, the moderation queue): intents
 * "comment-post", "comment-publish" and "comment-reject". Null when the form is not a comment's.
 */
export async function commentAction(context: Readonly<RouterContextProvider>, form: FormData): Promise<CommentActionResult | null> {
  const intent = String(form.get("intent") ?? "");
  if (!intent.startsWith("comment")) return null;
  const text = (name: string) => String(form.get(name) ?? "");
  switch (intent) {
    case "comment-post": {
      const values = { content: text("content"), parentId: text("parentId") || null, postKey: postKeyOf(form) };
      const result = await gql(context, PostActivityComment, {
        activityId: text("activityId"),
        content: values.content,
        parentId: values.parentId,
        idempotencyKey: values.postKey,
      });
      return commentOutcome("comment-post", result, result.data?.postActivityComment, values.parentId, values);
    }
    case "comment-publish":
    case "comment-reject": {
      const id = text("id");
      if (intent === "comment-publish") {
        const result = await gql(context, PublishContribution, { id });
        return commentOutcome(intent, result, result.data?.publishContribution, id);
      }
      const result = await gql(context, RejectContribution, { id, reason: text("reason") });
      return commentOutcome(intent, result, result.data?.rejectContribution, id);
    }
    default:
      return { ok: false, intent: null, error: "errors.serverError" };
  }
}

/** A comment form's outcome from its mutation's call and typed answer. */
export function commentOutcome(
  intent: CommentIntent,
  result: GraphQLResult<unknown>,
  answer: MutationAnswer | null | undefined,
  id: string | null,
  values?: CommentActionResult["values"],
): CommentActionResult {
  if (succeeded(answer)) return { ok: true, intent, id };
  // No typed answer: the caller was refused by an auth scope (signed out meanwhile, not a moderator) or the server failed.
  const refused = result.errors?.some((e) => /not authorized/i.test(e.message));
  // For a moderator, "cannot be deleted because just moderated" would read oddly: someone else moderated it first.
  const message =
    intent !== "comment-post" && answer?.code === "CONTRIBUTION_MODERATED" ? "comments.errors.alreadyModerated" : answer?.message;
  const error = message ?? (refused ? "errors.forbidden" : inputRefused(result) ? "errors.validation" : "errors.serverError");
  return { ok: false, intent, id, error, values };
}
