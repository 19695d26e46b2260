import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/index.ts";

/** From this width the site menu is a row of the header, no popover (layout.css). */
const ROW_MENU = "(min-width: 1280px)";

/**
 * The header's menu on phones and tablets: a popover the menu button opens (`popovertarget`), so it works before the
 * page's scripts have run, and the browser closes it on Escape and on a click outside. Once the page runs, this adds
 * what a menu also does here (useDisclosure's rules): aria-expanded on the button, closing when a link in it is
 * chosen, on a new page or language (issue 31 §3.13: after switching language it stayed open over the page), when the
 * focus leaves it (so it never covers the control that has the focus) and when the window grows into the row
 * layout; Escape gives the focus back to the button.
 */
export function useMenuPopover() {
  // Undefined until the page runs: the server's markup leaves aria-expanded to the browser's popover state.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { i18n } = useTranslation();

  const hide = () => {
    const box = panel.current;
    if (box?.matches(":popover-open")) box.hidePopover();
  };

  // A new page or language means the user picked something: close.
  useEffect(() => hide(), [pathname, i18n.language]);

  useEffect(() => {
    const box = panel.current;
    if (!box) return;
    setOpen(box.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.("a[href]")) hide();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      hide();
      button.current?.focus();
    };
    // Only to another element of the page (or its button): the window losing focus leaves it open.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !box.contains(next) && next !== button.current) hide();
    };
    const wide = window.matchMedia(ROW_MENU);
    const onWide = () => wide.matches && hide();
    box.addEventListener("toggle", onToggle);
    box.addEventListener("click", onClick);
    box.addEventListener("keydown", onKey);
    box.addEventListener("focusout", onFocusOut);
    wide.addEventListener("change", onWide);
    return () => {
      box.removeEventListener("toggle", onToggle);
      box.removeEventListener("click", onClick);
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("focusout", onFocusOut);
      wide.removeEventListener("change", onWide);
    };
  }, []);

  return { open, panel, button };
}
