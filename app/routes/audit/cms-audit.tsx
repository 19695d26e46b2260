import { Form, Link } from "react-router";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ENTITY_SCREENS, type AuditAction, type AuditEntity } from "../../../common/audit.ts";
import { STAFF_ROLES, type StaffRole } from "../../../common/roles.ts";
import { EDITED_FIELDS, type EditedField } from "../../../common/editing.ts";
import { madridMidnight } from "../../../common/event-dates.ts";
import { EditorList, EditorTable } from "../../components/editing/kit/EditorList.tsx";
import { pageOf } from "../../components/editing/kit/editor.server.ts";
import { Hidden } from "../../components/editing/kit/Hidden.tsx";
import { Field } from "../../components/Field.tsx";
import { AuditLogQuery } from "../../components/people/documents.ts";
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
  const { auditLog } = await query(context, AuditLogQuery, {
    filter: {
      action: action || null,
      actor: filters.actor || null,
      entity: entity || null,
      entityId: filters.entityId || null,
      // Madrid days: the day starts at its midnight there; `to` includes its whole day.
      from: from ? madridMidnightOf(from, 0) : null,
      to: to ? madridMidnightOf(to, 1) : null,
    },
    page: pageOf(request),
  });
  return { filters, auditLog };
}

/** Midnight in Madrid of `day` plus `addDays`, as an ISO instant. */
function madridMidnightOf(day: string, addDays: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return madridMidnight(year, month, date + addDays).toISOString();
}

type Entry = Route.ComponentProps["loaderData"]["auditLog"]["items"][number];

export default function CmsAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  const { filters, auditLog } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  const field = (name: "actor" | "from" | "to", type: string) => (
    <Field label={t(`people.audit.${name}`)}>
      {({ id }) => <input id={id} name={name} type={type} defaultValue={filters[name]} className="field-input" />}
    </Field>
  );
  const filterForm = (
    <Form method="get" aria-label={t("people.audit.filters")} className="panel mb-6 grid gap-4 md:grid-cols-4 md:items-end">
      <Hidden values={{ entity: filters.entity || null, entityId: filters.entityId || null }} />
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
      {field("actor", "email")}
      {field("from", "date")}
      {field("to", "date")}
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
  );
  return (
    <EditorList
      kind="people.audit"
      filters={filterForm}
      pager={{ page: auditLog.page, pageCount: auditLog.pageCount, params: { ...filters } }}
    >
      <EditorTable<Entry>
        kind="people.audit"
        items={auditLog.items}
        total={auditLog.total}
        count="status"
        columns={[
          { head: "people.audit.when", cell: (entry) => when(entry.at, lang, true), className: "whitespace-nowrap" },
          { head: "people.audit.who", cell: (entry) => entry.actorEmail, className: "break-all" },
          {
            head: "people.audit.what",
            cell: (entry) =>
              AUDIT_ACTIONS.includes(entry.action as AuditAction) ? t(`people.audit.actions.${entry.action as AuditAction}`) : entry.action,
          },
          {
            head: "people.audit.record",
            cell: (entry) =>
              entry.subject ? (
                <Link to={to(screenOf(entry.entity), { id: entry.entityId })} className="break-all underline">
                  {entry.subject}
                </Link>
              ) : (
                t(entry.entity === "account" ? "people.audit.deletedAccount" : "people.audit.deletedRecord")
              ),
          },
          { head: "people.audit.change", cell: (entry) => <Change entity={entry.entity} before={entry.before} after={entry.after} /> },
        ]}
      />
    </EditorList>
  );
}

/**
 * A change's before and after as words: an account's staff roles, or whether it could sign in; for content, the fields
 * an editor changed (or that it was created).
 */
function Change({ entity, before, after }: { entity: string; before: string | null; after: string | null }) {
  const { t } = useTranslation();
  if (entity !== "account") {
    const edited = editedFields(before, after).map((field) => t(`editing.fields.${field}`));
    return <span>{edited.join(", ") || (before ? "—" : t("people.audit.created"))}</span>;
  }
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
