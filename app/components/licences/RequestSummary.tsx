import { useTranslation } from "../../i18n/index.ts";
import type { LicenceRequestNode } from "./licence-request-documents.ts";

/** A licence request's facts and its teachers table: the teacher's confirmation and the staff list show it alike. */
export function RequestSummary({ request, headingLevel = 3 }: { request: LicenceRequestNode; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const centre = request.center
    ? `${request.center.name} (${request.center.code}${request.center.town ? `, ${request.center.town}` : ""})`
    : t("licences.requests.noCentre");
  return (
    <>
      <dl className="data-list">
        <div>
          <dt>{t("licences.requests.centre")}</dt>
          <dd>{centre}</dd>
        </div>
        <div>
          <dt>{t("licences.requests.quantity")}</dt>
          <dd>{request.quantity}</dd>
        </div>
        <div>
          <dt>{t("licences.requests.managerInformed")}</dt>
          <dd>{request.managerInformed ? t("licences.requests.yes") : t("licences.requests.no")}</dd>
        </div>
      </dl>
      <Heading className="mt-4 text-lg font-extrabold text-navy">{t("licences.requests.reason")}</Heading>
      <p className="mt-1 whitespace-pre-line leading-relaxed">{request.reason}</p>
      <Heading className="mt-4 text-lg font-extrabold text-navy">{t("licences.requests.teachers")}</Heading>
      {/* A focusable region so that keyboard users can scroll the table on a narrow screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard */}
      <section className="mt-2 overflow-x-auto rounded-2xl border border-line" aria-label={t("licences.requests.teachers")} tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <thead className="bg-navy text-paper">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("licences.request.teacherName")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("licences.request.courses")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("licences.request.subjects")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("licences.request.trained")}
              </th>
            </tr>
          </thead>
          <tbody>
            {request.teachers.map((teacher, i) => (
              <tr key={i} className="border-t border-line align-top even:bg-cream">
                <th scope="row" className="px-3 py-2 font-bold text-navy">
                  {teacher.name}
                </th>
                <td className="px-3 py-2">{teacher.courses}</td>
                <td className="px-3 py-2">{teacher.subjects}</td>
                <td className="px-3 py-2">{teacher.trained ? t("licences.requests.trainedYes") : t("licences.requests.trainedNo")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
