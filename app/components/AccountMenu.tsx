import { Icon } from "./icons/Icon.tsx";
import { logIn } from "./icons/shapes.ts";
import { Suspense } from "react";
import { useTranslation } from "../i18n/index.ts";
import { Link } from "react-router";
import { useMe, useTo } from "../lib/root-data.ts";
import { serverReadyLazy } from "../lib/server-ready-lazy.ts";

/**
 * A signed-in user's header tools (notifications, account menu) are a chunk of their own, so that visitors' pages
 * carry none of their code. The server renders them in full; the browser hydrates them once the chunk has come
 * (React keeps the server's markup meanwhile). The server renders them at once (serverReadyLazy), for browsers
 * without scripts too.
 */
const SignedInTools = serverReadyLazy(
  import.meta.env.SSR ? (await import("./SignedInTools.tsx")).default : null,
  () => import("./SignedInTools.tsx"),
);

/** Visitors get "log in" and "sign up"; a signed-in user gets the notifications and a disclosure with their links and logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const to = useTo();
  if (me) {
    return (
      <Suspense fallback={null}>
        <SignedInTools me={me} />
      </Suspense>
    );
  }
  return (
    <div className="account-actions">
      <Link className="btn btn-secondary btn-sm" to={to("access")}>
        <Icon d={logIn} />
        {t("menu.login")}
      </Link>
      <Link className="btn btn-primary btn-sm" to={to("signup")}>
        {t("menu.signup")}
      </Link>
    </div>
  );
}
