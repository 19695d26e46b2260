import { useTranslation } from "../../../i18n/index.ts";
import type { TeacherChallengeEntryNode } from "./documents.ts";

const ANSWERS = ["specialFeature", "changeHistory", "teacherImpact", "studentImpact", "anythingElse"] as const;

/**
 * A candidacy's fields as sent: the representative, the centre, its figures, the answers and the attached links
 * (each opens the address the centre gave, in a new tab, never followed for search engines). The sender's
 * confirmation and the staff's list show it alike; `sent` is its time, written by the loader.
 */
export function EntrySummary({ entry, sent, headingLevel = 3 }: { entry: TeacherChallengeEntryNode; sent: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const facts: [string, React.ReactNode][] = [
    [t("teacherChallenge.entry.representative"), `${entry.name} ${entry.lastName} · ${entry.role}`],
    [
      t("teacherChallenge.form.email"),
      <a key="email" href={`mailto:${entry.email}`}>
        {entry.email}
      </a>,
    ],
    [t("teacherChallenge.form.centreName"), entry.centreName],
    [
      t("teacherChallenge.entry.code"),
      <span key="code" className="font-mono">
        {entry.centreCode}
      </span>,
    ],
    [t("teacherChallenge.entry.community"), entry.community.name],
    [t("teacherChallenge.entry.figures"), t("teacherChallenge.entry.figuresValue", entry)],
    [
      t("teacherChallenge.entry.imagePermissions"),
      entry.imagePermissions ? t("teacherChallenge.entry.yes") : t("teacherChallenge.entry.no"),
    ],
    [
      t("teacherChallenge.entry.sentAt"),
      <time key="sent" dateTime={entry.createdAt}>
        {sent}
      </time>,
    ],
  ];
  return (
    <>
      <dl className="data-list">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {ANSWERS.map((field) =>
        entry[field] ? (
          <div key={field}>
            <Heading className="mt-4 text-lg font-extrabold text-navy">{t(`teacherChallenge.form.${field}`)}</Heading>
            <p className="mt-1 whitespace-pre-line leading-relaxed">{entry[field]}</p>
          </div>
        ) : null,
      )}
      <Heading className="mt-4 text-lg font-extrabold text-navy">{t("teacherChallenge.form.attachments")}</Heading>
      <ul className="mt-1 list-disc ps-6">
        {entry.attachments.map((link) => (
          <li key={`${link.name}|${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="font-bold break-all">
              {link.name}
            </a>
            <span className="block text-sm break-all text-muted">{link.url}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
