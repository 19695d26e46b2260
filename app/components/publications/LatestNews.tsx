import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { useTo } from "../../lib/root-data.ts";
import { PageSection } from "../content/Page.tsx";
import { EventCard, type EventCardData, NewsCard, type NewsCardData } from "./Cards.tsx";

/** The landing page's "what's new": up to three news items and three coming events, with links to both lists. */
export function LatestNews({ news, events }: { news: NewsCardData[]; events: EventCardData[] }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <PageSection id="latest" title={t("publications.home.title")} intro={t("publications.home.intro")}>
      <div className="grid gap-10 xl:grid-cols-[3fr_2fr]">
        {news.length > 0 && (
          <section aria-labelledby="latest-news">
            <h3 id="latest-news" className="mb-4 text-2xl text-navy">
              {t("publications.home.news")}
            </h3>
            <div className="grid gap-6 md:grid-cols-3 xl:grid-cols-1 2xl:grid-cols-2">
              {news.map((item) => (
                <NewsCard key={item.slug} item={item} href={to("news-item", { id: item.slug })} heading="h4" />
              ))}
            </div>
            <p className="mt-6">
              <Link className="btn btn-secondary" to={to("news")}>
                {t("publications.home.allNews")}
              </Link>
            </p>
          </section>
        )}
        {events.length > 0 && (
          <section aria-labelledby="latest-events">
            <h3 id="latest-events" className="mb-4 text-2xl text-navy">
              {t("publications.home.events")}
            </h3>
            <ul className="flex flex-col gap-4">
              {events.map((item) => (
                <li key={item.slug}>
                  <EventCard item={item} href={to("event", { id: item.slug })} heading="h4" />
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <Link className="btn btn-secondary" to={to("events")}>
                {t("publications.home.allEvents")}
              </Link>
            </p>
          </section>
        )}
      </div>
    </PageSection>
  );
}
