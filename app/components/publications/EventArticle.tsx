import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { arrowLeft, calendarDays, clock, externalLink, mapPin } from "../icons/shapes.ts";
import { Body, type BodyBlock } from "./Body.tsx";
import { CoverImage, EventTypeBadge, UnpublishedBadge } from "./Cards.tsx";
import type { eventDetail } from "./dates.ts";

/** An event as its page shows it: the card's fields with the day and time in full, its sign-up address and its body. */
export type EventArticleData = ReturnType<typeof eventDetail> & { url: string | null; blocks: BodyBlock[] };

/** An event's article, the same on its public page and in the editor's preview. */
export function EventArticle({ event }: { event: EventArticleData }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <article aria-labelledby="event-title">
      <Link to={to("events")} className="inline-flex items-center gap-2 font-bold">
        <Icon d={arrowLeft} className="h-5 w-5" />
        {t("publications.events.backToList")}
      </Link>
      <header className="mt-6 max-w-3xl">
        <p className="flex flex-wrap items-center gap-2">
          <EventTypeBadge type={event.type} />
          {!event.published && <UnpublishedBadge />}
        </p>
        <h1 id="event-title" className="page-title mt-3">
          {event.title}
        </h1>
        <p className="page-lead">{event.summary}</p>
        {!event.published && <p className="form-alert mb-6">{t("publications.unpublishedHint")}</p>}
      </header>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <CoverImage src={event.image} eager className="rounded-blob border-2 border-line" />
          <Body blocks={event.blocks} />
        </div>
        <aside aria-label={t("publications.events.details")} className="panel h-fit">
          <dl className="flex flex-col gap-4">
            <Fact icon={<Icon d={calendarDays} className="h-5 w-5" />} term={t("publications.events.date")}>
              <time dateTime={event.startsAt}>{event.when.date}</time>
            </Fact>
            <Fact icon={<Icon d={clock} className="h-5 w-5" />} term={t("publications.events.time")}>
              {t("publications.events.timeValue", { range: event.when.time })}
            </Fact>
            <Fact icon={<Icon d={mapPin} className="h-5 w-5" />} term={t("publications.events.place")}>
              {event.place}
            </Fact>
          </dl>
          {event.when.past ? (
            <p className="mt-5 font-bold text-muted">{t("publications.events.ended")}</p>
          ) : (
            event.url && (
              <p className="mt-6">
                <a href={event.url} rel="noopener noreferrer" className="btn btn-primary btn-block" aria-describedby="sign-up-hint">
                  {t("publications.events.signUp")}
                  <Icon d={externalLink} />
                </a>
                <span id="sign-up-hint" className="field-hint mt-2 block">
                  {t("publications.events.signUpHint")}
                </span>
              </p>
            )
          )}
        </aside>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-extrabold text-navy">
        <span aria-hidden="true" className="text-teal">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="ml-7">{children}</dd>
    </div>
  );
}
