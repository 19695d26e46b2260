import type { CurrentUser } from "../../common/user.ts";
import { Notifications } from "./notifications/Notifications.tsx";
import { SignedInMenu } from "./SignedInMenu.tsx";

/** The header's tools for a signed-in user, loaded as one chunk (AccountMenu): the notifications and the account menu. */
export default function SignedInTools({ me }: { me: CurrentUser }) {
  return (
    <>
      <Notifications />
      <SignedInMenu me={me} />
    </>
  );
}
