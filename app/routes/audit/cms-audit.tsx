import { Form, Link } from "react-router";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ENTITY_SCREENS, type AuditAction, type AuditEntity } from "../../../common/audit.ts";
import { STAFF_ROLES, type StaffRole } from "../../../common/roles.ts";
import { EDITED_FIELDS, type EditedField } from "../../../common/editing.ts";
import { Field } from "../../components/Field.tsx";
import { AuditLogQuery } from "../../components/people/documents.ts";
import { PagerLinks } from "../../components/people/PagerLinks.tsx";
import { when } from "../../components/people/when.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-audit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-audit");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit log for admins (issue 18): newest first, filtered by change, actor's email, record (?entityId=, from an
 * account's page) and Madrid days (from, to: both included). Values the filters do not understand are ignored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const text = (name: string) => (search.get(name) ?? "").trim().slice(0, 200);
  const action = AUDIT_ACTIONS.find((value) => value === search.get("action")) ?? "";
  const entity = AUDIT_ENTITIES.find((value) => value === search.get("entity")) ?? "";
  const from = DAY.test(text("from")) ? text("from") : "";
  const to = DAY.test(text("to")) ? text("to") : "";
  const filters = { action, actor: text("actor"), entity, entityId: text("entityId"), from, to };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  const { auditLog } = await query(context, AuditLogQuery, {
    filter: {
      action: action || null,
      actor: filters.actor || null,
      entity: entity || null,
      entityId: filters.entityId || null,
      // Madrid days: the day starts at its midnight there; `to` includes its whole day.
      from: from ? madridMidnight(from, 0) : null,
      to: to ? madridMidnight(to, 1) : null,
    },
    page,
  });
  return { filters, auditLog };
}

/** Midnight in Madrid of `day` plus `addDays`, as an ISO instant (the offset read for that instant). */
function madridMidnight(day: string, addDays: number): string {
  const utc = new Date(`${day}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + addDays);
  const offset =
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", timeZoneName: "longOffset" })
      .formatToParts(utc)
      .find((part) => part.type === "timeZoneName")
      ?.value.replace("GMT", "") || "+00:00";
  return `${utc.toISOString().slice(0, 10)}T00:00:00${offset}`;
}

export default function CmsAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { filters, auditLog } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("people.audit.title")}</h1>
      <p className="page-lead">{t("people.audit.lead")}</p>
      <Form method="get" aria-label={t("people.audit.filters")} className="panel mb-6 grid gap-4 md:grid-cols-4 md:items-end">
        {filters.entity && <input type="hidden" name="entity" value={filters.entity} />}
        {filters.entityId && <input type="hidden" name="entityId" value={filters.entityId} />}
        <Field label={t("people.audit.action")}>
          {({ id }) => (
            <select id={id} name="action" defaultValue={filters.action} className="field-input">
              <option value="">{t("people.audit.anyAction")}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`people.audit.actions.${action}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("people.audit.actor")}>
          {({ id }) => <input id={id} name="actor" type="email" defaultValue={filters.actor} className="field-input" />}
        </Field>
        <Field label={t("people.audit.from")}>
          {({ id }) => <input id={id} name="from" type="date" defaultValue={filters.from} className="field-input" />}
        </Field>
        <Field label={t("people.audit.to")}>
          {({ id }) => <input id={id} name="to" type="date" defaultValue={filters.to} className="field-input" />}
        </Field>
        <div className="flex flex-wrap items-center gap-4 md:col-span-4">
          <button type="submit" className="btn btn-primary btn-sm">
            {t("people.audit.apply")}
          </button>
          {filtered && (
            <Link to={to("cms-audit")} className="font-extrabold underline">
              {t("people.audit.clear")}
            </Link>
          )}
        </div>
      </Form>
      <p role="status" className="mb-3 font-extrabold text-navy">
        {t("people.audit.count", { count: auditLog.total })}
      </p>
      {auditLog.items.length === 0 ? (
        <p>{t("people.audit.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("people.audit.when")}</th>
                <th scope="col">{t("people.audit.who")}</th>
                <th scope="col">{t("people.audit.what")}</th>
                <th scope="col">{t("people.audit.record")}</th>
                <th scope="col">{t("people.audit.change")}</th>
              </tr>
            </thead>
            <tbody>
              {auditLog.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap">{when(entry.at, lang, true)}</td>
                  <td className="break-all">{entry.actorEmail}</td>
                  <td>
                    {AUDIT_ACTIONS.includes(entry.action as AuditAction)
                      ? t(`people.audit.actions.${entry.action as AuditAction}`)
                      : entry.action}
                  </td>
                  <td>
                    {entry.subject ? (
                      <Link to={to(screenOf(entry.entity), { id: entry.entityId })} className="break-all underline">
                        {entry.subject}
                      </Link>
                    ) : (
                      t(entry.entity === "account" ? "people.audit.deletedAccount" : "people.audit.deletedRecord")
                    )}
                  </td>
                  <td>
                    <Change entity={entry.entity} before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PagerLinks page={auditLog.page} pageCount={auditLog.pageCount} params={{ ...filters }} />
    </div>
  );
}

/**
 * A change's before and after as words: an account's staff roles, or whether it could sign in; for content, the fields
 * an editor changed (or that it was created).
 */
function Change({ entity, before, after }: { entity: string; before: string | null; after: string | null }) {
  const { t } = useTranslation();
  const edited = entity === "account" ? null : editedFields(before, after);
  if (edited)
    return (
      <span>
        {edited.length === 0 ? (before ? "—" : t("people.audit.created")) : edited.map((field) => t(`editing.fields.${field}`)).join(", ")}
      </span>
    );
  const describe = (json: string | null) => {
    const value = json ? (JSON.parse(json) as { roles?: string[]; active?: boolean }) : {};
    if (Array.isArray(value.roles)) {
      const known = value.roles.filter((role): role is StaffRole => STAFF_ROLES.includes(role as StaffRole));
      return known.length ? known.map((role) => t(`people.roles.${role}`)).join(", ") : t("people.audit.none");
    }
    if (typeof value.active === "boolean") return t(value.active ? "people.audit.active" : "people.audit.inactive");
    return "—";
  };
  return <span>{`${describe(before)} → ${describe(after)}`}</span>;
}

/** The content fields that differ between two snapshots (none when it was created). */
function editedFields(before: string | null, after: string | null): EditedField[] {
  const next = after ? (JSON.parse(after) as Record<string, unknown>) : {};
  const previous = before ? (JSON.parse(before) as Record<string, unknown>) : null;
  if (!previous) return [];
  const changed = Object.keys(next).filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]));
  const named = changed.map((key) => (key === "published" || key === "publishedAt" ? "publication" : key));
  return [...new Set(named)].filter((key): key is EditedField => EDITED_FIELDS.includes(key as EditedField));
}

/** The screen of an entry's record (an entity this version does not know is shown as an account's). */
const screenOf = (entity: string) =>
  AUDIT_ENTITY_SCREENS[AUDIT_ENTITIES.includes(entity as AuditEntity) ? (entity as AuditEntity) : "account"];
