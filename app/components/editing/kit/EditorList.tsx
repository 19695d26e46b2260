import type { ReactNode } from "react";
import { Link } from "react-router";
import { canOpen } from "../../../../common/access.ts";
import type { RouteName } from "../../../../common/routes.ts";
import { type TKey, useTranslation } from "../../../i18n/index.ts";
import { useMe, useRootData, useTo } from "../../../lib/root-data.ts";
import { PagerLinks } from "../../people/PagerLinks.tsx";

/** A column of an editor's list: its header (a text's key, or a whole `<th>`) and its cell. */
export type Column<T> = { head: TKey | ReactNode; cell: (item: T) => ReactNode; className?: string; translate?: "no" };

type KindOf<K> = K extends `editing.${infer Kind}.empty` ? Kind : never;
type PrefixOf<K, Leaf extends string> = K extends `${infer Prefix}.${Leaf}` ? Prefix : never;
/**
 * A kind of content whose list texts live under editing.<kind> (title, lead, create, count, empty); or, for the lists
 * whose texts live elsewhere (people, the audit log, centres), the whole prefix (people.list).
 */
export type ListKind = KindOf<TKey> | (PrefixOf<TKey, "empty"> & PrefixOf<TKey, "lead">);
/** A list screen with a table of its own (the dossier's sections): its texts' prefix needs only a title and a lead. */
type PageKind = ListKind | (PrefixOf<TKey, "title"> & PrefixOf<TKey, "lead">);

/** A list's text: editing.<kind>.<name>, or <prefix>.<name> for a kind named by its whole prefix. */
const listText = (kind: PageKind, name: string) => (kind.includes(".") ? `${kind}.${name}` : `editing.${kind}.${name}`) as TKey;

type ListProps = {
  kind: PageKind;
  /** The link back to the back office's index: always, or only to whom may open it. */
  staffLink?: "always" | "canOpen";
  /** The screen of a new item, when the list has a "create" link. */
  create?: RouteName;
  /** What comes between the title and the lead (a notice), and between the create link and the table (filters). */
  notice?: ReactNode;
  filters?: ReactNode;
  /** A paged list: its page, page count and the other parameters its pager keeps. */
  pager?: { page: number; pageCount: number; params?: Record<string, string> };
  children: ReactNode;
};

/** An editor's list screen (issue 32): the way back, its title and lead, the create link, its table and pager. */
export function EditorList({ kind, staffLink = "always", create, notice, filters, pager, children }: ListProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const text = (name: string) => t(listText(kind, name));
  return (
    <div className="page">
      {(staffLink === "always" || canOpen(me, "cms")) && (
        <p className="mb-2">
          <Link to={to("cms")}>{t("staff.title")}</Link>
        </p>
      )}
      <h1 className="page-title">{text("title")}</h1>
      {notice}
      <p className="page-lead">{text("lead")}</p>
      {create && (
        <p className="mb-6">
          <Link to={to(create)} className="btn btn-primary">
            {text("create")}
          </Link>
        </p>
      )}
      {filters}
      {children}
      {pager && <PagerLinks page={pager.page} pageCount={pager.pageCount} params={pager.params ?? {}} />}
    </div>
  );
}

type TableProps<T> = {
  kind: ListKind;
  items: readonly T[];
  total?: number;
  columns: readonly Column<T>[];
  countClassName?: string;
  /** Whether the count is announced when it changes (a search's result), or not shown at all (false). */
  count?: "status" | false;
};

/** An editor's table: how many items, the empty text when none, and a row per item. */
export function EditorTable<T extends { id: string }>({ kind, items, total, columns, countClassName, count }: TableProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {count !== false && (
        <p role={count} className={countClassName ?? "mb-3 font-extrabold text-navy"}>
          {t(listText(kind, "count"), { count: total ?? items.length })}
        </p>
      )}
      {items.length === 0 ? (
        <p>{t(listText(kind, "empty"))}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                {columns.map(({ head }, index) =>
                  typeof head === "string" ? (
                    <th key={head} scope="col">
                      {t(head as TKey)}
                    </th>
                  ) : (
                    <Slot key={String(index)}>{head}</Slot>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  {columns.map(({ cell, className, translate }, index) => (
                    <td key={String(index)} className={className} translate={translate}>
                      {cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const Slot = ({ children }: { children: ReactNode }) => children;

/** The link from a list to an item's editor, with its title in the page's language (the Spanish one when none). */
export function EditLink({ route, id, es, en }: { route: RouteName; id: string; es: string; en?: string }) {
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  return (
    <Link to={to(route, { id })} className="font-bold underline">
      {lang === "en" && en ? en : es}
    </Link>
  );
}

/** Whether every English text of an item is there. */
export const translated = (...texts: readonly string[]) => texts.every((text) => text.trim());

/** The translation column's cell: the kind's "translated" or "untranslated" words. */
export function Translation({ kind, done }: { kind: ListKind; done: boolean }) {
  const { t } = useTranslation();
  return <>{t(listText(kind, done ? "translated" : "untranslated"))}</>;
}
