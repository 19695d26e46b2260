import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "../../../../common/audit.ts";
import * as audit from "../../../services/audit/audit-log.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";

/** The audit log for admins (issue 18, decision 039). */

const AuditActionRef = builder.enumType("AuditAction", { values: AUDIT_ACTIONS });
const AuditEntityRef = builder.enumType("AuditEntity", { values: AUDIT_ENTITIES });

const AuditFilterRef = builder.inputType("AuditFilter", {
  description: "Every filter given must match; `from` and `to` are ISO 8601 instants (`to` excluded).",
  fields: (t) => ({
    action: t.field({ type: AuditActionRef }),
    entity: t.field({ type: AuditEntityRef }),
    entityId: t.string(),
    actor: t.string({ description: "The actor's email." }),
    from: t.string(),
    to: t.string(),
  }),
});

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const AuditEntryRef = builder.objectRef<audit.AuditRow>("AuditEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    at: t.string({ description: "ISO 8601", resolve: (entry) => entry.at.toISOString() }),
    actorEmail: t.exposeString("actorEmail"),
    action: t.string({ resolve: (entry) => entry.action }),
    entity: t.exposeString("entity"),
    entityId: t.exposeString("entityId"),
    subject: t.exposeString("subject", {
      nullable: true,
      description: "What the record is called now (an account's email); null once it is gone.",
    }),
    before: t.string({ nullable: true, description: "The record before, as JSON.", resolve: (entry) => json(entry.before) }),
    after: t.string({ nullable: true, description: "The record after, as JSON.", resolve: (entry) => json(entry.after) }),
  }),
});

const AuditPageRef = builder.objectRef<audit.AuditPage>("AuditPage").implement({
  fields: (t) => ({
    items: t.expose("items", { type: [AuditEntryRef] }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

/** An ISO instant, or a VALIDATION error naming the field. */
function instant(value: string | null | undefined, field: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new DomainError("VALIDATION", { fields: { [field]: "errors.validation" } });
  return date;
}

builder.queryField("auditLog", (t) =>
  t.field({
    type: AuditPageRef,
    description: "Staff changes, newest first, matching the filter. Bad dates or page: VALIDATION.",
    authScopes: { admin: true },
    args: { filter: t.arg({ type: AuditFilterRef, required: false }), page: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      expected(async () => {
        const filter = args.filter ?? {};
        return audit.listAudit(ctx.db, { ...filter, from: instant(filter.from, "from"), to: instant(filter.to, "to") }, args.page ?? 1);
      }),
  }),
);
