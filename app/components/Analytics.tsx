import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { startAnalytics } from "../lib/analytics/browser.ts";
import type { Sender } from "../lib/analytics/sender.ts";

/**
 * First-party analytics, only with marketing consent (decision 035). The root draws this, a chunk of its own with
 * the sender, only while consent has marketing on: it loads when the banner or the cookie settings turn it on, and
 * stops the sender when they turn it off. No page carries its code in its first load. Renders nothing.
 */
export default function Analytics() {
  const { pathname } = useLocation();
  const sender = useRef<Sender | null>(null);

  useEffect(() => {
    const started = startAnalytics();
    sender.current = started;
    return () => {
      started.stop();
      sender.current = null;
    };
  }, []);

  // After the effect above on the first render: the page shown when consent came is the first one counted.
  useEffect(() => {
    sender.current?.pageShown(pathname);
  }, [pathname]);

  return null;
}
