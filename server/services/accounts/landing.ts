import { canOpen } from "../../../common/access.ts";
import type { RouteName } from "../../../common/routes.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { anyPendingReview } from "../contributions/desk.ts";

/**
 * Where a user's work is, for a sign-in that asked for no page (issue 34): a moderator with items waiting, the
 * moderation desk; staff, the back office; a licensed teacher, My panel; anyone else, none (the home page).
 * The route table's rules decide who opens each (canOpen), as everywhere else.
 */
export async function landingOf(db: Db, user: CurrentUser): Promise<RouteName | null> {
  if (canOpen(user, "moderation") && (await anyPendingReview(db))) return "moderation";
  if (canOpen(user, "cms")) return "cms";
  if (canOpen(user, "my-panel")) return "my-panel";
  return null;
}
