import type { ReactNode } from "react";
import type { ContentKind } from "../../../../common/editing-kinds.ts";
import type { AuditEntity } from "../../../../common/audit.ts";
import type { RouteName } from "../../../../common/routes.ts";
import { type TKey, useTranslation } from "../../../i18n/index.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { EditorHeader } from "../EditorHeader.tsx";
import { EditorForm } from "./EditorForm.tsx";
import { KindFields, type KindUi } from "./KindFields.tsx";
import type { FormValues } from "./kind-values.ts";
import type { KindRoute } from "./PreviewBanner.tsx";

/** A kind editor's title: the new item's (…-new) or the saved one's (…-edit). */
export const editorMeta = (args: Parameters<typeof pageMeta>[0] & { params: { id?: string } }, route: KindRoute) =>
  pageMeta(args, `${route}-${args.params.id ? "edit" : "new"}` as RouteName);

type Props<K extends ContentKind> = {
  kind: K;
  ui: KindUi<K>;
  route: KindRoute;
  /** Its texts' prefix (editing.<kind>): back, editTitle, newTitle, created. */
  texts: string;
  /** The loader's data (`kindLoader`) and, after a refused post, the action's. */
  loaded: {
    item: { id: string; cover: string | null; state: string; publishedAt: string } | null;
    values: FormValues<K>;
    done: "saved" | "created" | null;
    earliest: string;
  };
  posted?: { error?: string; fields?: Record<string, string | undefined>; values?: FormValues<K> };
  /** What a new item's first save says (<texts>.created by default). */
  created?: TKey;
  /** What comes between the header and the form, and under the fields. */
  intro?: ReactNode;
  children?: ReactNode;
};

/**
 * A kind's editor (issue 32, decision 055): the way back to its list, its title (<texts>.editTitle or newTitle), what the last save did, its previews and history, and its form with the fields its `ui` declares.
 */
export function KindEditor<K extends ContentKind>({ kind, ui, route, texts, loaded, posted, created, intro, children }: Props<K>) {
  const { t } = useTranslation();
  const { item, done, earliest } = loaded;
  const text = (name: string) => t(`${texts}.${name}` as TKey);
  return (
    <div className="page">
      <EditorHeader
        list={route as RouteName}
        back={text("back")}
        title={text(item ? "editTitle" : "newTitle")}
        done={done && (done === "created" ? t(created ?? (`${texts}.created` as TKey)) : t("editing.saved"))}
        saved={item && { id: item.id, preview: `${route}-preview` as RouteName, entity: kind.name as AuditEntity }}
      />
      {intro}
      <EditorForm error={posted?.error}>
        <KindFields
          kind={kind}
          ui={ui}
          values={posted?.values ?? loaded.values}
          fields={posted?.fields ?? {}}
          cover={item?.cover}
          earliest={earliest}
          saved={item}
        />
        {children}
      </EditorForm>
    </div>
  );
}
