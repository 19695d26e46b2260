import type { RouterContextProvider } from "react-router";
import { gql } from "../../lib/page.server.ts";
import type { GraphQLResult } from "../../server-context.ts";
import { succeeded } from "../../lib/password-documents.ts";
import {
  ACTIVITY_COMMENTS, type CommentNode, type MutationResult, POST_COMMENT, PUBLISH_CONTRIBUTION, REJECT_CONTRIBUTION,
} from "./documents.ts";

/** What the activity page needs to show its comments. */
export type CommentsData = {
  comments: CommentNode[];
  /** Published comments, replies included (the heading's count). */
  publishedCount: number;
  /** The API did not answer: the section says so instead of "no comments yet". */
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
  /** What was typed, given back when posting failed so a page without JavaScript keeps it. */
  values?: { content: string; parentId: string | null };
};

function countPublished(nodes: CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.state === "published" ? 1 : 0) + countPublished(node.replies ?? []), 0);
}

/** Loads the comments of an activity (its numeric id) for the page's viewer. */
export async function loadActivityComments(context: Readonly<RouterContextProvider>, activityId: string): Promise<CommentsData> {
  const result = await gql<{ activityComments: CommentNode[] }>(context, ACTIVITY_COMMENTS, { activityId });
  const comments = result.data?.activityComments ?? [];
  return { comments, publishedCount: countPublished(comments), failed: !result.data };
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
      const values = { content: text("content"), parentId: text("parentId") || null };
      const result = await gql<{ postActivityComment: MutationResult }>(context, POST_COMMENT, {
        activityId: text("activityId"),
        content: values.content,
        parentId: values.parentId,
      });
      return outcome("comment-post", result, result.data?.postActivityComment, values.parentId, values);
    }
    case "comment-publish":
    case "comment-reject": {
      const id = text("id");
      const doc = intent === "comment-publish" ? PUBLISH_CONTRIBUTION : REJECT_CONTRIBUTION;
      const field = intent === "comment-publish" ? "publishContribution" : "rejectContribution";
      const result = await gql<Record<string, MutationResult>>(context, doc, { id });
      return outcome(intent, result, result.data?.[field], id);
    }
    default:
      return { ok: false, intent: null, error: "errors.serverError" };
  }
}

function outcome(
  intent: CommentIntent,
  result: GraphQLResult<unknown>,
  answer: MutationResult | null | undefined,
  id: string | null,
  values?: CommentActionResult["values"],
): CommentActionResult {
  if (succeeded(answer)) return { ok: true, intent, id };
  // No typed answer: the caller was refused by an auth scope (signed out meanwhile, not a moderator) or the server failed.
  const refused = result.errors?.some((e) => /not authorized/i.test(e.message));
  // For a moderator, "cannot be deleted because just moderated" would read oddly: someone else moderated it first.
  const message = intent !== "comment-post" && answer?.code === "CONTRIBUTION_MODERATED" ? "comments.errors.alreadyModerated" : answer?.message;
  const error = message ?? (refused ? "errors.forbidden" : "errors.serverError");
  return { ok: false, intent, id, error, values };
}
