import { type RefObject, useEffect } from "react";

// The banners on the page now (the cookie question, the data banner); only one sticks at a time.
const banners = new Set<HTMLElement>();
let observer: ResizeObserver | null = null;

/** The sticking banner's height becomes the window's bottom scroll padding (app.css: --banner-clearance). */
function update() {
  const sticking = [...banners].filter((banner) => getComputedStyle(banner).position === "sticky");
  const height = Math.max(0, ...sticking.map((banner) => banner.offsetHeight));
  document.documentElement.style.setProperty("--banner-clearance", `${height}px`);
}

/**
 * Keeps what has focus clear of a banner stuck to the window's bottom edge: the browser scrolls a
 * focused control above the scroll padding, which follows the banner's height as it changes (a phone's
 * narrow width, the cookie choices opened) and goes when the banner does.
 */
export function useBannerClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    observer ??= new ResizeObserver(update);
    banners.add(banner);
    observer.observe(banner);
    update();
    return () => {
      banners.delete(banner);
      observer?.unobserve(banner);
      update();
    };
  }, [ref]);
}

/** After a banner closes, focus goes to the page rather than being lost on the removed button. */
export function focusContent(): void {
  document.getElementById("content")?.focus({ preventScroll: true });
}
