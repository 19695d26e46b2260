import { canOpen } from "../../../common/access.ts";
import { Link } from "react-router";
import type { AuditEntity } from "../../../common/audit.ts";
import { pathFor, type RouteName } from "../../../common/routes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useMe, useTo } from "../../lib/root-data.ts";

type Props = {
  /** The editor's list, and what the link back to it says; `backTo`: the way back when it is not the list (a unit's course). */
  list: RouteName;
  back: string;
  backTo?: string;
  title: string;
  /** What the last save did (the page's ?done=), already in words. */
  done: string | null;
  /**
   * A saved item: its previews in both languages and its entries in the audit log (admins read the log), if it has its
   * own; without a preview (a download), only the way to its entries.
   */
  saved?: { id: string; preview?: RouteName; entity?: AuditEntity } | null;
};

/** The top of every editor (issue 18): the way back to its list, its title, what the save did, previews and history. */
export function EditorHeader({ list, back, backTo, title, done, saved }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const history =
    saved?.entity && canOpen(me, "cms-audit") && `${to("cms-audit")}?entity=${saved.entity}&entityId=${encodeURIComponent(saved.id)}`;
  return (
    <>
      <p className="mb-2">
        <Link to={backTo ?? to(list)}>{back}</Link>
      </p>
      <h1 className="page-title">{title}</h1>
      {done && (
        <p role="status" className="form-success mb-4">
          {done}
        </p>
      )}
      {saved?.preview && (
        <nav aria-label={t("editing.preview")} className="mb-6 flex flex-wrap gap-4">
          {(["es", "en"] as const).map((language) => (
            <a key={language} href={pathFor(saved.preview!, language, { id: saved.id })} hrefLang={language} className="btn btn-secondary">
              {t("editing.previewIn", { language: t(`editing.languages.${language}`) })}
            </a>
          ))}
          {history && (
            <Link to={history} className="self-center underline">
              {t("editing.history")}
            </Link>
          )}
        </nav>
      )}
      {saved && !saved.preview && history && (
        <p className="mb-6">
          <Link to={history} className="underline">
            {t("editing.history")}
          </Link>
        </p>
      )}
    </>
  );
}
