import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { matchRoute } from "../../common/routes.ts";

/**
 * After a client-side navigation to another page (a link, a login, a sign-up, a tab), the focus goes to
 * the new page's heading: a screen reader says where the user now is, once (the heading is the
 * announcement, in the page's language), and Tab goes on from the top of the new content instead of
 * from a link left behind or from the body. Between two pages of one screen (the account's tabs) the
 * element marked `data-route-focus` (the tab's heading) takes it instead, so the user stays by the tabs.
 * The first load keeps the browser's own start; a link to an anchor (the skip link) keeps the browser's.
 */
export function useNavigationFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || from === pathname || hash) return;
    const content = document.getElementById("content");
    if (!content) return;
    const sameScreen = matchRoute(from)?.name === matchRoute(pathname)?.name;
    const target =
      (sameScreen && content.querySelector<HTMLElement>("[data-route-focus]")) || content.querySelector<HTMLElement>("h1") || content;
    // Headings are not focusable by themselves; -1 keeps them out of the Tab order (and ringless, app.css).
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    // The scroll is ScrollRestoration's (the top for a new page, the old place going back).
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
}
