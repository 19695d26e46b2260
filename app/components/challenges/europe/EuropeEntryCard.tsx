import { EUROPE_PROJECT_FIELDS } from "../../../../common/europe-challenge.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { useTo } from "../../../lib/root-data.ts";
import type { EuropeStaffEntryNode } from "./documents.ts";

export type EuropeStaffEntryRow = EuropeStaffEntryNode & { preregisteredOn: string | null; submittedOn: string | null };

/** One entry for the staff: its state, centre, contact, project, travellers and files (each a download link). */
export function EuropeEntryCard({ entry }: { entry: EuropeStaffEntryRow }) {
  const { t } = useTranslation();
  const to = useTo();
  const c = (key: keyof typeof columns) => columns[key];
  const columns = {
    centreCode: t("europeChallenge.staff.columns.centreCode"),
    community: t("europeChallenge.staff.columns.community"),
    town: t("europeChallenge.staff.columns.town"),
    contactName: t("europeChallenge.staff.columns.contactName"),
    email: t("europeChallenge.staff.columns.email"),
    phone: t("europeChallenge.staff.columns.phone"),
    students: t("europeChallenge.staff.columns.students"),
    senderEmail: t("europeChallenge.staff.columns.senderEmail"),
    preRegisteredByEmail: t("europeChallenge.staff.columns.preRegisteredBy"),
    submittedByEmail: t("europeChallenge.staff.columns.submittedBy"),
    peopleShown: t("europeChallenge.staff.columns.peopleShown"),
  };
  let photo = 0;
  const fileLabel = (file: EuropeStaffEntryNode["files"][number]) =>
    file.kind === "photo"
      ? t("europeChallenge.staff.fileKinds.photo", { n: ++photo })
      : t(`europeChallenge.staff.fileKinds.${file.kind}`, { seconds: file.durationSeconds ?? 0 });
  const titleId = `europe-entry-${entry.id}`;
  return (
    <article className="panel" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-xl">
          {entry.centreName} · {entry.edition}
        </h2>
        <p className="chip bg-mint-soft">{t(`europeChallenge.states.${entry.state}`)}</p>
      </div>
      <p className="text-sm text-muted">
        {[
          entry.preregisteredOn && t("europeChallenge.staff.preregisteredAt", { date: entry.preregisteredOn }),
          entry.submittedOn && t("europeChallenge.staff.submittedAt", { date: entry.submittedOn }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <dl className="data-list mt-4">
        {(
          [
            "centreCode",
            "community",
            "town",
            "students",
            "contactName",
            "email",
            "phone",
            "senderEmail",
            "preRegisteredByEmail",
            "submittedByEmail",
          ] as const
        ).map((key) => (
          <div key={key}>
            <dt>{c(key)}</dt>
            <dd>{String(entry[key] ?? "—")}</dd>
          </div>
        ))}
        {entry.peopleShown && (
          <div>
            <dt>{c("peopleShown")}</dt>
            <dd>{t(`europeChallenge.form.peopleShownOptions.${entry.peopleShown}`)}</dd>
          </div>
        )}
      </dl>
      {entry.state === "submitted" && (
        <>
          {EUROPE_PROJECT_FIELDS.map((field) => (
            <section key={field} className="mt-4" aria-label={t(`europeChallenge.form.${field}`)}>
              <h3 className="text-base">{t(`europeChallenge.form.${field}`)}</h3>
              <p className="whitespace-pre-line">{entry[field]}</p>
            </section>
          ))}
          <h3 className="mt-4 text-base">{t("europeChallenge.staff.travellers")}</h3>
          <ul className="list-disc pl-6">
            {(entry.travellers ?? []).map((person, i) => (
              <li key={i}>{`${person.name} (${t(`europeChallenge.form.roles.${person.role}`)})`}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-4 text-base">{t("europeChallenge.staff.files")}</h3>
      {entry.files.length === 0 ? (
        <p className="text-muted">{t("europeChallenge.staff.noFiles")}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {entry.files.map((file) => (
            <li key={file.id}>
              <a href={to("staff-europe-challenge-file", { id: file.id })} download={file.fileName}>
                {fileLabel(file)}
              </a>{" "}
              <span className="text-sm text-muted">
                ({file.fileName}, {t("europeChallenge.staff.fileSize", { size: Math.ceil(file.bytes / 1024) })})
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
