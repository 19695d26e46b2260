import { Link } from "react-router";
import type { Language } from "../../../../common/languages.ts";
import { pathFor, ROUTES } from "../../../../common/routes.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { useTo } from "../../../lib/root-data.ts";
import { ListenButton } from "./ListenButton.tsx";

/**
 * The end: a celebration, no score (the adventure evaluates the class for its teacher; a group's hits are not
 * the children's business, nor something to compare with the next group's). Another group may then play on
 * the same device (`?new`: the setup, whatever group the device last had); a small link leads the teacher to the results.
 */
export function AdventureEnd({ code, name, lang }: { code: string; name: string; lang: Language }) {
  const { t } = useTranslation();
  const to = useTo();
  const text = t("adventure.end.text", { name });
  // The teachers' area is in Spanish only: an English key's end leads to its Spanish page, not to "not in English".
  const teacherLang = ROUTES.evaluation.languages.includes(lang) ? lang : "es";
  return (
    <section className="adventure-card adventure-end" aria-labelledby="adventure-end-title">
      <img src="/images/adventure/celebration.svg" alt="" width={240} height={160} className="adventure-end-picture" />
      <h2 id="adventure-end-title" tabIndex={-1} data-adventure-focus data-route-focus className="adventure-prompt">
        {t("adventure.end.title")}
      </h2>
      <p className="adventure-end-text">{text}</p>
      <p>{t("adventure.end.teacher")}</p>
      <ListenButton text={[t("adventure.end.title"), text, t("adventure.end.teacher")].join(" ")} lang={lang} />
      <p>
        <Link to={`${to("adventure", { code })}?new`} className="btn btn-secondary">
          {t("adventure.end.another")}
        </Link>
      </p>
      {/* The room's only way out (issue 33): small, last, for the adult who brought the device. */}
      <p className="adventure-teacher-link">
        <Link to={pathFor("evaluation", teacherLang)} hrefLang={teacherLang}>
          {t("adventure.end.forTeacher")}
        </Link>
      </p>
    </section>
  );
}
