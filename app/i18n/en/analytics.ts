import type { analytics as es } from "../es/analytics.ts";
import type { Strings } from "../types.ts";

/** First-party analytics: the API's refusals of an event and the staff's dashboard. */
export const analytics: Strings<typeof es> = {
  errors: {
    batch: "Send between 1 and 20 events at a time",
    kind: "Unknown event kind",
    sessionId: "The session id is not valid",
    route: "The screen does not match the address",
    path: "The address is no screen's",
    seconds: "Presence seconds must be 1, 10, 30 or 50, and only on presence events",
  },
  staff: {
    title: "Analytics",
    lead: "What the browsers of those who accepted marketing cookies measure, with no accounts or addresses: week by week (Monday to Sunday, Madrid time) and by kind of user, premium (with licence data) or open.",
    period: "From {{from}} to {{to}}.",
    weeksTitle: "By week",
    weeksCaption: "Sessions, visits, page views and time on page by week and kind of user",
    week: "Week",
    weekOf: "Week of {{date}}",
    label: "User",
    labels: { premium: "Premium", open: "Open" },
    sessions: "Sessions",
    visits: "Visits",
    pageViews: "Page views",
    presence: "Time on page",
    presenceAt: "{{seconds}} s",
    presenceHint:
      "Time on page: pages where someone stayed at least 1, 10, 30 or 50 seconds with the tab visible. A visit is the first time a screen is opened in a session.",
    pagesTitle: "Most viewed pages",
    pagesCaption: "The period's most viewed pages, by kind of user",
    page: "Page",
    screen: "Screen",
    total: "Total",
    noPages: "No page viewed in this period.",
    scrollLabel: "Table by week (scrolls sideways)",
  },
};
