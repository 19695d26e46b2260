import { graphql, type ResultOf } from "../../lib/graphql.ts";

/** The staff's analytics dashboard (routes/analytics/staff-analytics.tsx). */
export const AnalyticsDashboardQuery = graphql(`
  query AnalyticsDashboard {
    analyticsDashboard {
      from to
      weeks {
        weekStart
        premium { sessions visits pageViews presence { seconds count } }
        open { sessions visits pageViews presence { seconds count } }
      }
      topPages { route path premium open }
    }
  }
`);
export type AnalyticsDashboardNode = ResultOf<typeof AnalyticsDashboardQuery>["analyticsDashboard"];
