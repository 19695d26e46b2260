import { useEffect } from "react";
import { Link } from "react-router";
import type { GroupAnimal } from "../../../../common/evaluation.ts";
import type { Language } from "../../../../common/languages.ts";
import { pathFor, ROUTES } from "../../../../common/routes.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { useTo } from "../../../lib/root-data.ts";
import { Icon } from "../../icons/Icon.tsx";
import { star } from "../../icons/shapes.ts";
import { animalPicture } from "./groupName.ts";
import { SpeakButton } from "./SpeakButton.tsx";
import { playSound } from "./sounds.ts";

/**
 * The end: a celebration with the group's animal and its stars, one per question answered, so every group that
 * finishes has all of them (nothing to compare; no score: the adventure evaluates the class for its teacher,
 * decision 034). Another group may then play on the same device (`?new`), once this group's answers are all sent
 * (`sending`: they are still on the device); a small link leads the teacher to the results. `cheer`: reached
 * just now by playing (the end's tune plays), not by opening the page again.
 */
export function AdventureEnd({
  code,
  name,
  animal,
  stars,
  lang,
  sending = false,
  cheer = false,
}: {
  code: string;
  name: string;
  animal: GroupAnimal | null;
  stars: number;
  lang: Language;
  sending?: boolean;
  cheer?: boolean;
}) {
  const { t } = useTranslation();
  const to = useTo();
  const text = t("adventure.end.text", { name });
  useEffect(() => {
    if (cheer) playSound("end");
  }, [cheer]);
  // The teachers' area is in Spanish only: an English key's end leads to its Spanish page, not to "not in English".
  const teacherLang = ROUTES.evaluation.languages.includes(lang) ? lang : "es";
  return (
    <section className="adventure-card adventure-end" aria-labelledby="adventure-end-title">
      <div className="end-party" aria-hidden="true">
        <img src="/images/adventure/celebration.svg" alt="" width={240} height={160} className="adventure-end-picture" />
        {animal && <img src={animalPicture(animal)} alt="" width={120} height={120} className="end-animal" />}
      </div>
      <div className="end-title-row">
        <h2 id="adventure-end-title" tabIndex={-1} data-adventure-focus data-route-focus className="adventure-prompt">
          {t("adventure.end.title")}
        </h2>
        <SpeakButton texts={[t("adventure.end.title"), t("adventure.end.teacher")]} lang={lang} />
      </div>
      <p className="end-stars">
        <span className="sr-only">{t("adventure.end.stars", { count: stars })}</span>
        {Array.from({ length: stars }, (_, i) => (
          <span key={i} className="end-star" style={{ animationDelay: `${i * 80}ms` }} aria-hidden="true">
            <Icon d={star} />
          </span>
        ))}
      </p>
      <p className="adventure-end-text">{text}</p>
      <p>{t("adventure.end.teacher")}</p>
      {!sending && (
        <p>
          <Link to={`${to("adventure", { code })}?new`} className="btn btn-secondary">
            {t("adventure.end.another")}
          </Link>
        </p>
      )}
      {/* The room's only way out (issue 33): small, last, for the adult who brought the device. */}
      <p className="adventure-teacher-link">
        <Link to={pathFor("evaluation", teacherLang)} hrefLang={teacherLang}>
          {t("adventure.end.forTeacher")}
        </Link>
      </p>
    </section>
  );
}
