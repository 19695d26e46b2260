import { canOpen } from "../../../common/access.ts";
import { Form, Link, redirect } from "react-router";
import { CATEGORY_PILL_ORDER } from "../../../common/activities.ts";
import { FORUM_SORTS } from "../../../common/contributions.ts";
import {
  EMPTY_FORUM_STATE,
  FORUM_PARAMS,
  FORUM_SEARCH_MAX,
  forumQueryVariables,
  forumSearchOf,
  parseForumFilters,
} from "../../../common/forum-filters.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { plus } from "../../components/icons/shapes.ts";
import { ForumThemeCardFields } from "../../components/forum/documents.ts";
import { ThemeCard } from "../../components/forum/ThemeCard.tsx";
import { Pagination } from "../../components/publications/Pagination.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { graphql } from "../../lib/graphql.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/forum";

const ForumPage = graphql(
  `query Forum($filter: ForumFilter, $sort: ForumSort, $page: Int) {
    forumThemes(filter: $filter, sort: $sort, page: $page) { total page pageCount items { ...ForumThemeCardFields } }
  }`,
  [ForumThemeCardFields],
);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "forum");

export async function loader({ request, context }: Route.LoaderArgs) {
  // The address is the list's state; whatever it holds that is not understood is ignored.
  const state = parseForumFilters(new URL(request.url).searchParams);
  const { forumThemes: list } = await query(context, ForumPage, forumQueryVariables(state));
  // A page past the end (an old link) goes to the last one that exists.
  if (list.total > 0 && state.page > list.pageCount)
    throw redirect(page(context).pathname + forumSearchOf({ ...state, page: list.pageCount }));
  return { state, list };
}

/**
 * The forum's themes: a search form (GET, so its state is in the address and it works without JavaScript),
 * the themes of the page and the pages. Licensed teachers get the link to share a theme.
 */
export default function Forum({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const { state, list } = loaderData;
  const filtered = state.category !== null || state.text !== "";
  const canShare = canOpen(me, "forum-share");
  return (
    <div className="page">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="page-title">{t("forum.list.title")}</h1>
          <p className="page-lead">{t("forum.list.lead")}</p>
        </div>
        {canShare && (
          <Link to={to("forum-share")} className="btn btn-primary">
            <Icon d={plus} /> {t("forum.list.share")}
          </Link>
        )}
      </div>
      <Form
        method="get"
        action={to("forum")}
        role="search"
        aria-label={t("forum.list.filters")}
        className="panel mb-6 flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end"
      >
        <div className="field md:min-w-64 md:flex-1">
          <label htmlFor="forum-q" className="field-label">
            {t("forum.list.search")}
          </label>
          <input
            id="forum-q"
            name={FORUM_PARAMS.text}
            type="search"
            defaultValue={state.text}
            maxLength={FORUM_SEARCH_MAX}
            className="field-input"
            aria-describedby="forum-q-hint"
          />
          <p id="forum-q-hint" className="field-hint">
            {t("forum.list.searchHint")}
          </p>
        </div>
        <div className="field md:w-56">
          <label htmlFor="forum-category" className="field-label">
            {t("forum.list.category")}
          </label>
          <select id="forum-category" name={FORUM_PARAMS.category} defaultValue={state.category ?? ""} className="field-input">
            <option value="">{t("forum.list.allCategories")}</option>
            {CATEGORY_PILL_ORDER.map((category) => (
              <option key={category} value={category}>
                {t(`activities.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field md:w-64">
          <label htmlFor="forum-sort" className="field-label">
            {t("forum.list.sort")}
          </label>
          <select id="forum-sort" name={FORUM_PARAMS.sort} defaultValue={state.sort} className="field-input">
            {FORUM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`forum.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 md:mb-7">
          <button type="submit" className="btn btn-primary">
            {t("forum.list.apply")}
          </button>
          {filtered && <Link to={to("forum") + forumSearchOf({ ...EMPTY_FORUM_STATE, sort: state.sort })}>{t("forum.list.clear")}</Link>}
        </div>
      </Form>
      <section aria-labelledby="forum-results">
        <h2 id="forum-results" className="sr-only">
          {t("forum.list.results")}
        </h2>
        <p role="status" className="mb-4 text-lg font-extrabold text-navy">
          {t("forum.list.count", { count: list.total })}
        </p>
        {list.items.length === 0 ? (
          <p className="empty">{t(filtered ? "forum.list.emptyFiltered" : "forum.list.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {list.items.map((theme) => (
              <li key={theme.id}>
                <ThemeCard theme={theme} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          label={t("forum.list.pages")}
          hrefFor={(n) => to("forum") + forumSearchOf({ ...state, page: n })}
        />
      </section>
    </div>
  );
}
