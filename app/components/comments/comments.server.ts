import type { RouterContextProvider } from "react-router";

/** What the activity page needs to show its comments (filled in by the comments feature). */
export type CommentsData = { comments: unknown[] };
export type CommentActionResult = { ok: boolean; error?: string };

/** Loads the comments of an activity for the page's viewer. */
export async function loadActivityComments(_context: Readonly<RouterContextProvider>, _activityId: string): Promise<CommentsData> {
  return { comments: [] };
}

/** Handles a comment form posted to the activity page (intents starting with "comment"); null when not a comment intent. */
export async function commentAction(_context: Readonly<RouterContextProvider>, form: FormData): Promise<CommentActionResult | null> {
  if (!String(form.get("intent") ?? "").startsWith("comment")) return null;
  return { ok: false };
}
