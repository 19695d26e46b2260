import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state for a disclosure (menu button + panel). It closes on navigation, on Escape from
 * anywhere inside it (focus goes back to the button, so keyboard users are not lost), on a click outside
 * its container and when the focus moves out of it (Tab past its last link), so an open panel never
 * covers the control that now has the focus.
 */
export function useDisclosure<C extends HTMLElement, B extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<C>(null);
  const button = useRef<B>(null);
  const { pathname } = useLocation();

  // A new path means the user picked something: close.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const box = container.current;
    if (!open || !box) return;
    // On the container, not the document, so a nested disclosure closes first and stops there.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Not the menu popover around it as well (the browser closes a popover on an Escape no one handled).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    // Only to another element of the page: the window losing focus (another program) leaves it open.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !box.contains(next)) setOpen(false);
    };
    box.addEventListener("keydown", onKey);
    box.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((value) => !value), container, button };
}
