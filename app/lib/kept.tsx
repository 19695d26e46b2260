import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";
import { useRootData } from "./root-data.ts";

/**
 * Long static texts drawn once (decision 025). A document's loader leaves them out of its data
 * (page.server.ts `keep`) and hands them to the server's render through this context; hydration then
 * keeps the markup the server drew instead of drawing it again. A client navigation's data carries them.
 */
export const KeptOnServer = createContext<ReadonlyMap<string, unknown> | null>(null);

type Props<T> = {
  /** The name the loader kept the value under. */
  name: string;
  /** The loader's value: null in a document's data. */
  value: T | null;
  /** The element that holds it (a div unless told). */
  as?: "div" | "ul";
  className?: string;
  children: (value: T) => ReactNode;
};

/**
 * A block drawn from a kept value: on the server and after a client navigation from the value; after
 * hydrating a document, as the server drew it, for as long as the page, its language and its user stay
 * those the server drew it for (a revalidation brings the same texts again); once one changes, from the
 * value the new data brings.
 */
export function Kept<T>({ name, value, as: Tag = "div", className, children }: Props<T>) {
  const root = useRootData();
  const { pathname, search } = useLocation();
  const serverValue = useContext(KeptOnServer)?.get(name) as T | undefined;
  const content = value ?? serverValue ?? null;
  // What the server drew the markup for: one address (legal pages share a screen; a list's filters are its
  // search), language and user.
  const drawnFor = `${pathname}${search}:${root?.lang}:${root?.me?.id ?? ""}`;
  const [keptFor, setKeptFor] = useState(() => (content === null ? drawnFor : null));
  // Drawn once again from new data, it never goes back to markup it no longer has.
  if (keptFor !== null && keptFor !== drawnFor && content !== null) setKeptFor(null);
  if (content === null || keptFor === drawnFor) return <KeptMarkup key="kept" as={Tag} className={className} />;
  return (
    <Tag key="drawn" className={className}>
      {children(content)}
    </Tag>
  );
}

/**
 * The server's markup, which React leaves alone: an element whose inner HTML React does not own is not
 * hydrated inside. Its <Link>s are plain links to React, so their clicks are turned into client navigations.
 */
function KeptMarkup({ as: Tag, className }: { as: "div" | "ul"; className?: string }) {
  const ref = useRef<HTMLDivElement & HTMLUListElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => followLink(event, navigate);
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);
  return <Tag ref={ref} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

/** A plain left click on a link React Router drew (data-discover) navigates as its <Link> would. */
function followLink(event: MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element).closest("a[data-discover]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download") || link.origin !== window.location.origin)
    return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
