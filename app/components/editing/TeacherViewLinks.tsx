import { canOpen } from "../../../common/access.ts";
import { Link } from "react-router";
import type { Language } from "../../../common/languages.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useMe, useTo } from "../../lib/root-data.ts";

/**
 * The in-class editors' "preview" (issue 18): licensed teachers and staff see the in-class pages themselves, so the
 * editor links to the real page in either language; admins also get the item's entries in the audit log.
 */
export function TeacherViewLinks({ href, history }: { href: (lang: Language) => string; history: { entity: string; id: string } }) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  return (
    <nav aria-label={t("editing.itineraries.viewAsTeachers")} className="mb-6 flex flex-wrap gap-4">
      {(["es", "en"] as const).map((language) => (
        <a key={language} href={href(language)} hrefLang={language} className="btn btn-secondary">
          {t("editing.itineraries.viewAsTeachersIn", { language: t(`editing.languages.${language}`) })}
        </a>
      ))}
      {canOpen(me, "cms-audit") && (
        <Link
          to={`${to("cms-audit")}?entity=${history.entity}&entityId=${encodeURIComponent(history.id)}`}
          className="self-center underline"
        >
          {t("editing.history")}
        </Link>
      )}
    </nav>
  );
}
