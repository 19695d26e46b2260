import type { AnalyticsEvent } from "../../../common/analytics.ts";
import { parseConsent } from "../../../common/consent.ts";
import { createSender, type Sender } from "./sender.ts";

/**
 * The analytics sender in the browser, loaded (a chunk of its own) only once the visitor's consent has marketing on
 * (components/Analytics.tsx): events go to /graphql as the page's own requests (the CSRF header), with keepalive so
 * a batch sent as the page goes away still arrives. The consent cookie is read again before anything is sent, so
 * a withdrawal stops the sender at once, before the page's data knows of it.
 */

/** The one operation the sender runs (hand-written: this chunk carries no GraphQL printer). */
export const RECORD_ANALYTICS =
  "mutation RecordAnalytics($events: [AnalyticsEventInput!]!) { recordAnalytics(events: $events) { __typename } }";

function post(events: AnalyticsEvent[]): void {
  void fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    body: JSON.stringify({ operationName: "RecordAnalytics", query: RECORD_ANALYTICS, variables: { events } }),
  }).catch(() => {}); // offline: these events are lost, the page goes on
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function startAnalytics(): Sender {
  const sender = createSender({
    send: post,
    storage: window.sessionStorage,
    randomId,
    allowed: () => parseConsent(document.cookie)?.marketing === true,
  });
  const onVisibility = () => (document.visibilityState === "hidden" ? sender.hidden() : sender.shown());
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", sender.flush);
  return {
    ...sender,
    stop() {
      sender.stop();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", sender.flush);
    },
  };
}
