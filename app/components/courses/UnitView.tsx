import { Form, Link, useNavigation } from "react-router";
import type { BlockView } from "../../../common/courses.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useRootData } from "../../lib/root-data.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import { CourseBlock } from "./CourseBlock.tsx";
import type { CourseUnitData } from "./documents.ts";

type Props = {
  unit: CourseUnitData;
  total: number;
  href: (position: number) => string;
  /** A preview records nothing: no completion, answers only checked. */
  preview: boolean;
  /** The course's end: where the last unit's "next" leads once completed. */
  finished?: boolean;
  failure?: string | null;
};

/** One unit: its blocks, then where the teacher stands (completed, what is missing, or finish it) and the way on. */
export function UnitView({ unit, total, href, preview, finished = false, failure = null }: Props) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const blocks = unit.blocks as unknown as BlockView[];
  const busy = useNavigation().formData?.get("intent") === "complete";
  const pending = blocks.filter((block) => block.required && !block.result?.correct).length;
  return (
    <article className="course-unit" aria-labelledby="unit-title">
      <header>
        <p className="course-unit-kicker">{t("courses.unit.position", { position: unit.position, total })}</p>
        <h2 id="unit-title" className="text-2xl md:text-3xl" data-route-focus>
          {unit.title}
        </h2>
        <p className="text-sm text-muted">{t("courses.minutes", { count: unit.minutes })}</p>
      </header>
      {blocks.map((block) => (
        <CourseBlock key={block.id} block={block} lang={lang} preview={preview} headingLevel={3} />
      ))}
      <footer className="course-unit-footer">
        {!preview &&
          (unit.completed ? (
            <p className="course-unit-done" role="status">
              {t(finished ? "courses.unit.courseDone" : "courses.unit.done")}
            </p>
          ) : pending > 0 ? (
            <p className="course-unit-pending">{t("courses.unit.pending", { count: pending })}</p>
          ) : (
            <Form method="post" className="course-unit-complete">
              <input type="hidden" name="intent" value="complete" />
              <input type="hidden" name="unitId" value={unit.id} />
              <input type="hidden" name="next" value={Math.min(unit.position + 1, total)} />
              {failure && (
                <p className="field-error" role="alert">
                  {t(failure as never)}
                </p>
              )}
              <SubmitButton busy={busy} className="btn btn-primary">
                {t("courses.unit.finish")}
              </SubmitButton>
            </Form>
          ))}
        <nav className="course-unit-pager" aria-label={t("courses.unit.pager")}>
          {unit.position > 1 && (
            <Link to={href(unit.position - 1)} className="btn btn-secondary" rel="prev">
              {t("courses.unit.previous")}
            </Link>
          )}
          {unit.position < total && (
            <Link to={href(unit.position + 1)} className="btn btn-primary" rel="next">
              {t("courses.unit.next")}
            </Link>
          )}
        </nav>
      </footer>
    </article>
  );
}
