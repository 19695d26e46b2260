import { Icon } from "../icons/Icon.tsx";
import { chevronLeft, chevronRight } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { type ActivityListState, searchOf } from "../../../common/activity-filters.ts";

/** Page numbers to show: all of them when few, else the first, the last and two around the current one. */
export function pageWindow(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const pages = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (previous && p - previous > 1) out.push(null); // a gap: "…"
    out.push(p);
    previous = p;
  }
  return out;
}

/** Previous, numbers and next; every link keeps the filters and the order. */
export function Pagination({ state, pathname, pageCount }: { state: ActivityListState; pathname: string; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const current = Math.min(state.page, pageCount);
  const href = (page: number) => pathname + searchOf({ ...state, page });
  return (
    <nav aria-label={t("activities.pagination.label")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev" className="page-link">
              <Icon d={chevronLeft} className="size-5" /> {t("activities.pagination.previous")}
            </Link>
          </li>
        )}
        {pageWindow(current, pageCount).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 font-extrabold text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={t("activities.pagination.page", { page })}
                aria-current={page === current ? "page" : undefined}
                className="page-link"
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Link to={href(current + 1)} rel="next" className="page-link">
              {t("activities.pagination.next")} <Icon d={chevronRight} className="size-5" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
