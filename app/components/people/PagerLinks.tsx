import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/index.ts";

/** Previous and next links of a paged back-office list, keeping its other parameters in the address. */
export function PagerLinks({ page, pageCount, params }: { page: number; pageCount: number; params: Record<string, string> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (to: number) => {
    const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value));
    if (to > 1) search.set("page", String(to));
    const text = search.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  return (
    <nav aria-label={t("people.list.pagination")} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 && <Link to={href(page - 1)}>{t("people.list.previous")}</Link>}
      <span>{t("people.list.page", { page, pageCount })}</span>
      {page < pageCount && <Link to={href(page + 1)}>{t("people.list.next")}</Link>}
    </nav>
  );
}
