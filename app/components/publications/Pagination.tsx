import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { MAX_PAGE } from "../../../common/constants.ts";

/** Numbered pages with previous and next; each link keeps the list's other query parameters. */
export function Pagination({
  page,
  pageCount,
  label,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  label: string;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2);
  const step = "btn btn-secondary btn-sm";
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} className={step} rel="prev">
              {t("publications.pagination.previous")}
            </Link>
          </li>
        )}
        {pages.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - (pages[i - 1] ?? n) > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("publications.pagination.page", { page: n })}
              className={`tab ${n === page ? "" : "bg-paper"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={hrefFor(page + 1)} className={step} rel="next">
              {t("publications.pagination.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The page number of a list's address: a whole number from 1, else 1 (never an error); at most MAX_PAGE,
 * the highest the API accepts, so a larger one is a page past the end (404) rather than a refused query.
 */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page");
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(1, page), MAX_PAGE);
}
