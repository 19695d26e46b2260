import type { CommentActionResult, CommentsData } from "./comments.server.ts";

/** The comments section of an activity page (filled in by the comments feature). */
export function ActivityComments(_props: { activityId: string; slug: string; data: CommentsData; result: CommentActionResult | null }) {
  return null;
}
