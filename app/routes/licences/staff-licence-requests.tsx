import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { LicenceRequestFields } from "../../components/licences/licence-request-documents.ts";
import { RequestSummary } from "../../components/licences/RequestSummary.tsx";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { graphql } from "../../lib/graphql.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/staff-licence-requests";

const LicenceRequests = graphql(`query LicenceRequests { licenceRequests { ...LicenceRequestFields } }`, [LicenceRequestFields]);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-licence-requests");

export async function loader({ context }: Route.LoaderArgs) {
  const { licenceRequests } = await query(context, LicenceRequests);
  return { requests: licenceRequests };
}

export default function StaffLicenceRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const format = dateFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Madrid" });
  const { requests } = loaderData;
  return (
    <div className="page">
      <h1 className="page-title">{t("licences.requests.title")}</h1>
      <p className="page-lead">{t("licences.requests.lead")}</p>
      <p className="mb-6">
        <Link to={to("staff-licences")} className="font-bold">
          {t("licences.requests.generator")}
        </Link>
      </p>
      <p className="mb-4 font-bold text-navy">{t("licences.requests.count", { count: requests.length })}</p>
      {requests.length === 0 ? (
        <p className="empty">{t("licences.requests.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-6">
          {requests.map((request) => {
            const who = request.requester ? (request.requester.name ?? request.requester.email) : t("licences.requests.deletedAccount");
            return (
              <li key={request.id}>
                <article className="panel" aria-labelledby={`request-${request.id}`}>
                  <h2 id={`request-${request.id}`}>{t("licences.requests.requestOf", { name: who })}</h2>
                  <p className="mb-4 text-sm text-muted">
                    <time dateTime={request.createdAt}>{format.format(new Date(request.createdAt))}</time>
                    {request.requester && (
                      <>
                        {" · "}
                        <a href={`mailto:${request.requester.email}`} className="font-bold">
                          {request.requester.email}
                        </a>
                      </>
                    )}
                  </p>
                  <RequestSummary request={request} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
