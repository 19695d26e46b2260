import { lazy, Suspense, useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { NOTIFICATION_POLL_SECONDS } from "../../../common/notifications.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { bell } from "../icons/shapes.ts";
import { useDisclosure } from "../useDisclosure.ts";
import { askGraphql, UNREAD_QUERY } from "./api.ts";

/** The panel's code and texts load the first time it opens (decision 031). */
const NotificationsPanel = lazy(() => import("./NotificationsPanel.tsx"));

/**
 * The header's notifications for a signed-in user (section 3). The server renders a link to "my contributions"
 * (what works without JavaScript) and no count, so no page's render asks for it; once the page runs, the
 * link becomes the panel's button and the unread count is asked for at once and every
 * NOTIFICATION_POLL_SECONDS while the tab is visible (a light poll, decision 031).
 */
export function Notifications() {
  const { t, i18n } = useTranslation();
  const to = useTo();
  const [hydrated, setHydrated] = useState(false);
  const panelId = useId();
  const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const [unread, setUnread] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const lang = i18n.language;

  const poll = useCallback(async () => {
    if (document.visibilityState !== "visible") return;
    const data = await askGraphql<{ unreadNotifications: number }>(UNREAD_QUERY, {}, lang);
    if (data) setUnread(data.unreadNotifications);
  }, [lang]);

  useEffect(() => {
    setHydrated(true);
    void poll();
    const timer = window.setInterval(() => void poll(), NOTIFICATION_POLL_SECONDS * 1000);
    const onVisible = () => void poll();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [poll]);

  const label = unread ? t("layout.notifications.unread", { count: unread }) : t("layout.notifications.label");
  const badge = unread ? (
    <span className="notifications-count" aria-hidden="true">
      {unread > 99 ? "99+" : unread}
    </span>
  ) : null;
  if (!hydrated) {
    return (
      <Link className="notifications-toggle" to={to("profile", { tab: "contributions" })} aria-label={label}>
        <Icon d={bell} />
        {badge}
      </Link>
    );
  }
  return (
    <div className="notifications" ref={menu.container}>
      <button
        ref={menu.button}
        type="button"
        className="notifications-toggle"
        aria-expanded={menu.open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => {
          setOpened(true);
          menu.toggle();
        }}
      >
        <Icon d={bell} />
        {badge}
      </button>
      <div id={panelId} className="notifications-panel" hidden={!menu.open}>
        {opened && (
          <Suspense
            fallback={
              <p className="notifications-note" aria-busy="true">
                …
              </p>
            }
          >
            <NotificationsPanel open={menu.open} unread={unread} onUnread={setUnread} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
