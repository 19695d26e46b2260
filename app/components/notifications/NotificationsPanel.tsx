import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { notifications as en } from "../../i18n/en/notifications.ts";
import { notifications as es } from "../../i18n/es/notifications.ts";
import { type TOptions, translate, useTranslation } from "../../i18n/index.ts";
import { dateFormat } from "../../lib/intl.ts";
import { Icon } from "../icons/Icon.tsx";
import { trash } from "../icons/shapes.ts";
import { askGraphql } from "./api.ts";

/**
 * The notifications panel (section 3), loaded the first time the header's button opens it: the list newest
 * first, each a link to its item (marked read as it is followed), deletable; "mark all as read"; the capacity
 * message when full. Its texts come with this module (i18n/{es,en}/notifications.ts), not with every page.
 */

type Item = { id: string; action: string; item: string; area: string; title: string; path: string; read: boolean; createdAt: string };
type PanelData = { items: Item[]; unread: number; full: boolean };

const PANEL = "{ notifications { unread full items { id action item area title path read createdAt } } }";
const MARK_READ = "mutation ($id: ID) { markNotificationsRead(id: $id) { __typename } }";
const DELETE = "mutation ($id: ID!) { deleteNotification(id: $id) { __typename } }";

/** The panel's own texts, by key below the namespace ("title", "text.published.post"). */
function usePanelTexts() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const messages = { n: lang === "en" ? en : es };
  return { lang, pt: (key: string, options?: TOptions) => translate(lang, messages, `n.${key}`, options) };
}

/** "Se ha publicado tu tema «…»": the action, the item's kind (a bulletin post is told apart by its area) and the title. */
function sentence(pt: (key: string, options?: TOptions) => string, n: Item): string {
  const title = n.title;
  if (n.action === "published" || n.action === "rejected") {
    const kind = n.item === "post" && n.area === "NEWS" ? "news" : n.item;
    return pt(`text.${n.action}.${kind}`, { title });
  }
  return pt(`text.${n.action}`, { title });
}

export default function NotificationsPanel({
  open,
  unread,
  onUnread,
}: {
  open: boolean;
  unread: number | null;
  onUnread: (count: number) => void;
}) {
  const { lang, pt } = usePanelTexts();
  const [panel, setPanel] = useState<PanelData | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const format = dateFormat(lang === "en" ? "en-GB" : "es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: EVENT_TIME_ZONE });

  const load = useCallback(async () => {
    const data = await askGraphql<{ notifications: PanelData }>(PANEL, {}, lang);
    if (!data) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setPanel(data.notifications);
    onUnread(data.notifications.unread);
  }, [lang, onUnread]);

  // Each opening loads the list afresh and takes the focus to the panel's heading.
  useEffect(() => {
    if (!open) return;
    setMessage("");
    void load().then(() => heading.current?.focus());
  }, [open, load]);

  // A notification that arrives while the panel is open (the header's poll counts it) shows at once.
  useEffect(() => {
    if (open && panel && unread !== null && unread !== panel.unread) void load();
  }, [open, unread, panel, load]);

  const update = (next: PanelData) => {
    setPanel(next);
    onUnread(next.unread);
  };

  const markRead = (id: string) => {
    if (!panel) return;
    const item = panel.items.find((n) => n.id === id);
    if (!item || item.read) return;
    update({ ...panel, unread: panel.unread - 1, items: panel.items.map((n) => (n.id === id ? { ...n, read: true } : n)) });
    void askGraphql(MARK_READ, { id }, lang);
  };

  const markAll = async () => {
    if (!panel) return;
    if (!(await askGraphql(MARK_READ, {}, lang))) return;
    update({ ...panel, unread: 0, items: panel.items.map((n) => ({ ...n, read: true })) });
    setMessage(pt("allRead"));
  };

  const remove = async (id: string, index: number) => {
    if (!panel) return;
    if (!(await askGraphql(DELETE, { id }, lang))) return;
    const gone = panel.items.find((n) => n.id === id);
    const items = panel.items.filter((n) => n.id !== id);
    update({ items, full: false, unread: panel.unread - (gone && !gone.read ? 1 : 0) });
    setMessage(pt("deleted"));
    // The focus goes to the next notification's link (or the previous one's, or the heading), never lost.
    requestAnimationFrame(() => {
      const links = list.current?.querySelectorAll<HTMLAnchorElement>("a");
      const next = links?.[Math.min(index, (links?.length ?? 1) - 1)];
      (next ?? heading.current)?.focus();
    });
  };

  return (
    <div className="notifications-body">
      <div className="notifications-head">
        <h2 ref={heading} tabIndex={-1} className="notifications-title">
          {pt("title")}
        </h2>
        {panel && panel.unread > 0 && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void markAll()}>
            {pt("markAll")}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {message}
      </p>
      {panel?.full && <p className="notifications-full">{pt("full")}</p>}
      {!panel ? (
        <p className="notifications-note" aria-busy={!failed || undefined}>
          {failed ? pt("failed") : pt("loading")}
        </p>
      ) : panel.items.length === 0 ? (
        <p className="notifications-note">{pt("empty")}</p>
      ) : (
        <ul ref={list} className="notifications-list" aria-label={pt("listLabel")}>
          {panel.items.map((n, index) => {
            const text = sentence(pt, n);
            return (
              <li key={n.id} className="notifications-item" data-unread={!n.read || undefined}>
                <Link to={n.path} className="notifications-link" onClick={() => markRead(n.id)}>
                  {!n.read && <span className="sr-only">{pt("unread")}: </span>}
                  {text}
                </Link>
                <time className="notifications-date" dateTime={n.createdAt}>
                  {format.format(new Date(n.createdAt))}
                </time>
                <button
                  type="button"
                  className="notifications-delete"
                  aria-label={pt("deleteLabel", { text })}
                  onClick={() => void remove(n.id, index)}
                >
                  <Icon d={trash} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
