import { Link } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { clipboardList, trash } from "../icons/shapes.ts";
import { ClassroomFacts } from "./ClassroomFacts.tsx";
import type { ClassroomNode } from "./documents.ts";
import { KeyStage, type ListedKey } from "./KeyStage.tsx";

/** A classroom as the list shows it: its dates written on the server. */
export type ListedClassroom = Omit<ClassroomNode, "keys"> & { created: string; keys: ListedKey[] };

/**
 * One of the teacher's classrooms: its counts and creation date, the state of each key it may have (a 4-5 or +12
 * classroom says it is not evaluated and offers none), its results and its deletion.
 */
export function ClassroomCard({ classroom }: { classroom: ListedClassroom }) {
  const { t } = useTranslation();
  const to = useTo();
  const titleId = `classroom-${classroom.id}`;
  const named = <span className="sr-only">{t("evaluation.list.classroomOf", { name: classroom.name })}</span>;
  return (
    <article className="panel flex flex-col gap-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl">
        {classroom.name}
      </h2>
      <ClassroomFacts classroom={classroom} created={classroom.created} />
      {classroom.evaluated ? (
        <section aria-labelledby={`${titleId}-keys`}>
          <h3 id={`${titleId}-keys`} className="mb-3 text-lg">
            {t("evaluation.list.keys")}
          </h3>
          <ul className="flex flex-col gap-3">
            {classroom.stages.map((stage) => (
              <KeyStage
                key={stage}
                classroom={classroom}
                stage={stage}
                adventureKey={classroom.keys.find((k) => k.stage === stage) ?? null}
              />
            ))}
          </ul>
        </section>
      ) : (
        <p className="rounded-2xl border-2 border-dashed border-line bg-cream p-4 font-semibold">{t("evaluation.list.notEvaluated")}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {classroom.evaluated && (
          <Link className="btn btn-secondary btn-sm" to={to("classroom-results", { id: classroom.id })}>
            <Icon d={clipboardList} /> {t("evaluation.list.results")}
            {named}
          </Link>
        )}
        <Link className="btn btn-secondary btn-sm" to={to("classroom-delete", { id: classroom.id })}>
          <Icon d={trash} /> {t("evaluation.list.remove")}
          {named}
        </Link>
      </div>
    </article>
  );
}
