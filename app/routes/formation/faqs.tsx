import { Icon } from "../../components/icons/Icon.tsx";
import { mail, search } from "../../components/icons/shapes.ts";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Form, Link } from "react-router";
import { RichText } from "../../components/content/RichText.tsx";
import { countFaqs, FAQ_QUERY_MAX, searchFaqs } from "../../components/formation/faq-search.ts";
import { FOUNDATION } from "../../../common/contact.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { FaqsQuery } from "../../components/formation/dossier-faqs.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "faqs");

/**
 * Every published question (a few dozen, so the browser can filter as the teacher types; staff edit them in cms-faqs)
 * and the search of ?q=.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (page(context).decision.kind !== "allow") return { groups: [], q: "" };
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, FAQ_QUERY_MAX);
  const { faqs } = await query(context, FaqsQuery);
  return { groups: faqs, q };
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const ids = useId();
  const [query, setQuery] = useState(loaderData.q);
  // A search submitted as a GET (Enter, the button, back and forward) brings its own ?q=.
  useEffect(() => setQuery(loaderData.q), [loaderData.q]);
  const results = useMemo(() => searchFaqs(loaderData.groups, query), [loaderData.groups, query]);
  const searching = query.trim() !== "";
  const count = countFaqs(results);
  if (loaderData.groups.length === 0) return null;
  return (
    <div className="page">
      <h1 className="page-title">{t("formation.faqs.title")}</h1>
      <p className="page-lead">{t("formation.faqs.lead")}</p>

      <Form method="get" role="search" className="panel mb-6 flex flex-col gap-3 md:flex-row md:items-end">
        <div className="field flex-1">
          <label className="field-label" htmlFor={`${ids}-q`}>
            {t("formation.faqs.searchLabel")}
          </label>
          <input
            id={`${ids}-q`}
            className="field-input"
            type="search"
            name="q"
            maxLength={FAQ_QUERY_MAX}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            aria-describedby={`${ids}-hint ${ids}-count`}
            autoComplete="off"
          />
          <p id={`${ids}-hint`} className="field-hint">
            {t("formation.faqs.searchHint")}
          </p>
        </div>
        <div className="flex gap-3 md:mb-7">
          <button type="submit" className="btn btn-primary">
            <Icon d={search} />
            {t("formation.faqs.search")}
          </button>
          {searching && (
            <Link to={to("faqs")} className="btn btn-secondary" onClick={() => setQuery("")}>
              {t("formation.faqs.clear")}
            </Link>
          )}
        </div>
      </Form>

      <p id={`${ids}-count`} role="status" aria-live="polite" className="mb-6 font-bold text-navy">
        {searching ? t("formation.faqs.found", { count, q: query.trim() }) : t("formation.faqs.count", { count })}
      </p>

      {!searching && (
        <nav aria-labelledby={`${ids}-topics`} className="mb-8">
          <h2 id={`${ids}-topics`} className="sr-only">
            {t("formation.faqs.topics")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {loaderData.groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-block rounded-full border-2 border-line bg-paper px-4 py-1.5 font-bold text-navy hover:border-navy"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {count === 0 ? (
        <p className="empty">{t("formation.faqs.empty", { q: query.trim() })}</p>
      ) : (
        <div className="flex flex-col gap-8">
          {results.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-6">
              <h2 id={`${group.id}-title`} className="mb-3 text-2xl font-extrabold text-navy">
                {group.title}
              </h2>
              <div className="flex flex-col gap-3">
                {group.items.map((item) => (
                  // Open while searching, so that what matched is in view.
                  <details key={item.id} id={item.id} open={searching} className="group rounded-2xl border-2 border-line bg-paper">
                    <summary className="cursor-pointer list-none rounded-2xl px-5 py-4 marker:hidden">
                      <h3 className="inline text-lg font-bold text-navy">
                        <span aria-hidden="true" className="mr-2 inline-block text-coral transition-transform group-open:rotate-90">
                          ›
                        </span>
                        {item.q}
                      </h3>
                    </summary>
                    <p className="px-5 pb-5 leading-relaxed">
                      <RichText text={item.a} />
                    </p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      <aside aria-labelledby={`${ids}-doubts`} className="mt-12 flex gap-4 rounded-3xl bg-paper p-6 ring-1 ring-line">
        <Icon d={mail} className="size-8 shrink-0 text-coral" />
        <div>
          <h2 id={`${ids}-doubts`} className="text-xl font-extrabold text-navy">
            {t("formation.faqs.stillDoubts")}
          </h2>
          <p className="mt-2 leading-relaxed">
            {t("formation.faqs.stillDoubtsText")}{" "}
            <a className="text-link" href={`mailto:${FOUNDATION.email}`}>
              {FOUNDATION.email}
            </a>
          </p>
        </div>
      </aside>
    </div>
  );
}
