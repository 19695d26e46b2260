import { Icon } from "../../components/icons/Icon.tsx";
import { clipboardList } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { data, Link } from "react-router";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { BatchesTable } from "../../components/licences/BatchesTable.tsx";
import { GenerateBatchForm } from "../../components/licences/GenerateBatchForm.tsx";
import { RevokeCodeForm } from "../../components/licences/RevokeCodeForm.tsx";
import {
  GenerateLicenceBatch,
  type GenerateValues,
  RevokeLicenceCode,
  StaffLicences as StaffLicencesQuery,
} from "../../components/licences/staff-documents.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { failureOf } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/staff-licences";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "staff-licences");

export async function loader({ context }: Route.LoaderArgs) {
  const { licenceBatches, organizations, licencePackages } = await query(context, StaffLicencesQuery);
  // Dates are written on the server, in Spain's time, so the browser's own ICU data never changes them.
  const when = dateFormat(page(context).lang === "es" ? "es-ES" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: EVENT_TIME_ZONE,
  });
  const batches = licenceBatches.map((batch) => ({ ...batch, when: when.format(new Date(batch.createdAt)) }));
  return { batches, organizations, packages: licencePackages };
}

type ActionResult =
  | {
      intent: "generate";
      done: { count: number; organization: string; package: string } | null;
      error: string | null;
      fields: Record<string, string>;
      values: GenerateValues;
    }
  | { intent: "revoke"; done: { code: string } | null; error: string | null; fields: Record<string, string>; value: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 200);
  if (form.get("intent") === "revoke") {
    const result = await gql(context, RevokeLicenceCode, { code: text("code") });
    const answer = result.data?.revokeLicenceCode;
    if (answer?.__typename === "MutationRevokeLicenceCodeSuccess") {
      return { intent: "revoke", done: { code: answer.data.code }, error: null, fields: {}, value: "" } satisfies ActionResult;
    }
    return data({ intent: "revoke", done: null, ...failureOf(answer), value: text("code") } satisfies ActionResult, { status: 400 });
  }
  const values: GenerateValues = { organizationId: text("organizationId"), packageId: text("packageId"), quantity: text("quantity") };
  const quantity = /^\d{1,4}$/.test(values.quantity.trim()) ? Number(values.quantity) : -1;
  const result = await gql(context, GenerateLicenceBatch, {
    input: { organizationId: values.organizationId || "0", packageId: values.packageId || "0", quantity },
  });
  const answer = result.data?.generateLicenceBatch;
  if (answer?.__typename === "MutationGenerateLicenceBatchSuccess") {
    const batch = answer.data;
    const done = { count: batch.quantity, organization: batch.organization.name, package: batch.package.name };
    return {
      intent: "generate",
      done,
      error: null,
      fields: {},
      values: { organizationId: "", packageId: "", quantity: "" },
    } satisfies ActionResult;
  }
  return data({ intent: "generate", done: null, ...failureOf(answer), values } satisfies ActionResult, { status: 400 });
}

/** The licence generator's screen: generate a batch, see every batch's counts and export it, revoke a free code. */
export default function StaffLicences({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const generate = actionData?.intent === "generate" ? actionData : null;
  const revoke = actionData?.intent === "revoke" ? actionData : null;
  const failed = (result: { done: unknown; error: string | null; fields: Record<string, string> } | null) =>
    result && !result.done ? { error: result.error ?? "errors.serverError", fields: result.fields } : null;
  return (
    <div className="page">
      <h1 className="page-title">{t("licences.staff.title")}</h1>
      <p className="page-lead">{t("licences.staff.lead")}</p>
      <p className="mb-6">
        <Link className="btn btn-secondary btn-sm" to={to("staff-licence-requests")}>
          <Icon d={clipboardList} /> {t("licences.staff.requests")}
        </Link>
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <section className="panel">
          {/* After a batch is made the form starts empty again. */}
          <GenerateBatchForm
            key={generate?.done ? JSON.stringify(generate.done) + loaderData.batches.length : "generate"}
            organizations={loaderData.organizations}
            packages={loaderData.packages}
            values={generate?.values ?? { organizationId: "", packageId: "", quantity: "" }}
            failure={failed(generate)}
            done={generate?.done ? t("licences.generate.done", generate.done) : null}
          />
        </section>
        <section className="panel">
          <RevokeCodeForm
            key={revoke?.done ? revoke.done.code : "revoke"}
            value={revoke?.value ?? ""}
            failure={failed(revoke)}
            done={revoke?.done ? t("licences.revoke.done", { code: revoke.done.code }) : null}
          />
        </section>
      </div>
      <section className="panel mt-6" aria-labelledby="batches-title">
        <h2 id="batches-title">{t("licences.batches.title")}</h2>
        <BatchesTable batches={loaderData.batches} />
      </section>
    </div>
  );
}
