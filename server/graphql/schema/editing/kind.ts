import type { ContentKind, FieldSpec } from "../../../../common/editing-kinds.ts";
import { requireUser } from "../../../policies/guards.ts";
import type { Kind } from "../../../services/editing/kind.ts";
import { DomainError } from "../../../services/errors.ts";
import type { Paged } from "../../../services/publications/news.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { expected } from "../../expected-errors.ts";
import { PublicationStateRef } from "./editing.ts";

/**
 * The editor kit's GraphQL half (issue 32, item 4; decision 053): from a content kind (server/services/editing/kind.ts)
 * and its scope, the Editable<X> object type, its page type, its input type, the list and one-item queries and the
 * save mutation, each field typed and described from the kind's declaration (common/editing-kinds.ts).
 */

type Scopes = { developer?: boolean; eventManager?: boolean };
type Fields = Record<string, any>;

const SLUG_DOC = "Lower-case words joined by hyphens; a change keeps the old address as a redirect.";
const PUBLISHED_AT_DOC = "ISO 8601: when it was or will be published (a draft's is only kept).";
const SCHEDULED_AT_DOC = "ISO 8601 with its offset; required for `scheduled`, and later than now.";

/** The caller as the audit log names them. */
export async function actorOf(ctx: GraphQLContext) {
  const me = requireUser(await ctx.me());
  return { id: me.id, email: me.email };
}

/** An id argument as a number; one that is no number names nothing (NOT_FOUND). Absent: null. */
export function idOf(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
  return id;
}

/** Fields exposed as they are held, each of its GraphQL type (a scalar's name, an enum's or an object's reference). */
export const exposed = (t: any, types: Record<string, unknown>): Fields =>
  Object.fromEntries(Object.entries(types).map(([name, type]) => [name, t.expose(name, { type })]));

/** A field of one scalar value: its GraphQL type, and whether it may be none (nullable out, not required in). */
const SCALARS: Partial<Record<FieldSpec["type"], (spec: any) => [type: string, none: boolean]>> = {
  slug: (spec) => ["String", spec.optional === true],
  line: () => ["String", false],
  text: () => ["String", false],
  ref: () => ["ID", false],
  int: (spec) => ["Int", spec.optional === true],
  flag: () => ["Boolean", false],
  url: () => ["String", true],
  offered: (spec) => ["String", spec.nullable === true],
  date: (spec) => ["String", spec.optional === true],
  decimal: (spec) => ["Float", spec.optional === true],
};

/** A field's GraphQL type: a scalar's, a choice's enum (or a string), a list of them. */
function typeOf(name: string, spec: FieldSpec, enums: Fields): [type: unknown, none: boolean] | null {
  if (spec.type === "choice") return [enums[name] ? (spec.many ? [enums[name]] : enums[name]) : "String", spec.nullable === true];
  if (spec.type === "list") return [["String"], false];
  return SCALARS[spec.type]?.(spec) ?? null;
}

/** The output fields of one declared field. */
function outputOf(t: any, name: string, spec: FieldSpec, enums: Fields): Fields {
  const description = spec.doc;
  const [type, none] = typeOf(name, spec, enums) ?? [];
  if ((spec.type === "line" || spec.type === "text" || spec.type === "list") && spec.translated)
    return {
      [`${name}Es`]: t.expose(`${name}Es`, { type, description }),
      [`${name}En`]: t.expose(`${name}En`, { type, description: spec.type === "list" ? undefined : spec.docEn }),
    };
  if (type) return { [name]: t.expose(name, { type, nullable: none, description }) };
  if (spec.type === "instant")
    return { [name]: t.string({ description: description ?? "ISO 8601", resolve: (item: any) => item[name].toISOString() }) };
  if (spec.type === "cover") {
    const column = spec.column ?? name;
    return { [column]: t.exposeString(column, { nullable: spec.nullable === true, description }) };
  }
  if (spec.type === "publication" && spec.mode === "flag") return { [name]: t.exposeBoolean(name, { description }) };
  return {
    state: t.expose("state", { type: PublicationStateRef }),
    publishedAt: t.string({ description: PUBLISHED_AT_DOC, resolve: (item: any) => item.publishedAt.toISOString() }),
  };
}

/** The input fields of one declared field. */
function inputFieldsOf(t: any, name: string, spec: FieldSpec, enums: Fields): Fields {
  const description = spec.docInput ?? (spec.type === "slug" ? SLUG_DOC : undefined);
  const [type, none] = typeOf(name, spec, enums) ?? [];
  if ((spec.type === "line" || spec.type === "text" || spec.type === "list") && spec.translated)
    return { [`${name}Es`]: t.field({ type, required: true, description }), [`${name}En`]: t.field({ type, required: true }) };
  if (type) return { [name]: t.field({ type, required: !none, description }) };
  if (spec.type === "instant") return { [name]: t.string({ required: true, description: description ?? "ISO 8601 with its offset." }) };
  if (spec.type === "cover") return {};
  if (spec.type === "publication" && spec.mode === "flag") return { [name]: t.boolean({ required: true, description }) };
  return {
    state: t.field({ type: PublicationStateRef, required: true }),
    scheduledAt: t.string({ required: false, description: SCHEDULED_AT_DOC }),
  };
}

/** A kind's input type (`more` gets the generated fields in order): an editorApi's, or a child kind's saved by the domain's own mutation. */
export function kindInput(
  name: string,
  content: ContentKind,
  enums: Fields = {},
  more?: (t: any, generated: Fields) => Fields,
  description?: string,
) {
  return builder.inputType(name, {
    description,
    fields: (t) => {
      const generated: Fields = {};
      for (const [field, spec] of Object.entries(content.fields)) Object.assign(generated, inputFieldsOf(t, field, spec, enums));
      return (more ? more(t, generated) : generated) as any;
    },
  });
}

export type EditorApi = {
  /** The object type's name (EditableNews) and description. */
  object: string;
  description: string;
  /** The page type's name when the kind's list is paged (EditableNewsPage). */
  page?: string;
  /** The input type's name (NewsInput) and description. */
  input: string;
  inputDescription?: string;
  scope: Scopes;
  /** The GraphQL enum of each choice field that has one (the others are strings). */
  enums?: Fields;
  /** The object's fields past the generated ones (`fields` gets them in order and may add, reorder or replace). */
  fields?: (t: any, generated: Fields) => Fields;
  inputFields?: (t: any, generated: Fields) => Fields;
  /** The list query: its name, description, and arguments past `page` (none: the domain lists its own way). */
  list?: {
    name: string;
    description: string;
    args?: (t: any) => Fields;
    input?: (args: any) => Record<string, unknown>;
    /** The domain's own list (a search over a join, the centres'), in place of the kind's. */
    resolve?: (ctx: GraphQLContext, args: any) => Promise<unknown>;
  };
  /** A child kind's parent id argument (`itineraryId`), first in its item query and its save. */
  parent?: string;
  /** The one-item query (none: the domain asks its own way). */
  get?: { name: string; description?: string };
  /** The save mutation (none: the domain writes its own with the returned types). */
  save?: { name: string; description: string };
};

/** Builds a kind's types, queries and save mutation; returns its object and input types for the domain's own fields. */
export function editorApi<Item>(kind: Kind<Item>, api: EditorApi) {
  const enums = api.enums ?? {};
  const specs = Object.entries(kind.content.fields);
  const covers = specs.filter(([, spec]) => spec.type === "cover").map(([name]) => name);
  const parent = api.parent;
  const parentArg = (t: any) => (parent ? { [parent]: t.arg.id({ required: true }) } : {});
  const ObjectRef = builder.objectRef<Item>(api.object).implement({
    description: api.description,
    fields: (t: any) => {
      const generated: Fields = { id: t.exposeID("id") };
      for (const [name, spec] of specs) Object.assign(generated, outputOf(t, name, spec, enums));
      return (api.fields ? api.fields(t, generated) : generated) as any;
    },
  });
  const PageRef =
    api.page &&
    builder.objectRef<Paged<Item>>(api.page).implement({
      fields: (t) => ({
        items: t.expose("items", { type: [ObjectRef] }),
        total: t.exposeInt("total"),
        page: t.exposeInt("page"),
        pageCount: t.exposeInt("pageCount"),
      }),
    });
  const InputRef = kindInput(api.input, kind.content, enums, api.inputFields, api.inputDescription);

  const { list, get } = api;
  builder.queryFields((t) => ({
    ...(list && {
      [list.name]: PageRef
        ? t.field({
            type: PageRef,
            description: list.description,
            authScopes: api.scope,
            args: { page: t.arg.int({ defaultValue: 1 }), ...list.args?.(t) },
            resolve: (_root, args: any, ctx) =>
              expected(() =>
                list.resolve ? list.resolve(ctx, args) : kind.list(ctx.db, ctx.now(), { page: args.page ?? 1, ...list.input?.(args) }),
              ) as any,
          })
        : t.field({
            type: [ObjectRef],
            description: list.description,
            authScopes: api.scope,
            resolve: (_root, _args, ctx) => kind.list(ctx.db, ctx.now()) as any,
          }),
    }),
    ...(get && {
      [get.name]: t.field({
        type: ObjectRef,
        nullable: true,
        description: get.description,
        authScopes: api.scope,
        args: { ...parentArg(t), id: t.arg.id({ required: true }) },
        resolve: (_root, args: any, ctx) => kind.get(ctx.db, ctx.now(), Number(args.id), parent ? Number(args[parent]) : undefined) as any,
      }),
    }),
  }));

  const save = api.save;
  if (save)
    builder.mutationFields((t: any) => ({
      [save.name]: t.field({
        type: ObjectRef,
        description: save.description,
        authScopes: api.scope,
        errors: { types: [DomainError] },
        args: {
          ...parentArg(t),
          id: t.arg.id({ required: !kind.creatable }),
          input: t.arg({ type: InputRef, required: true }),
          // A file for each cover, by its field's name (`image`).
          ...Object.fromEntries(covers.map((name) => [name, t.arg({ type: "File", required: false })])),
        },
        resolve: async (_root: unknown, args: any, ctx: GraphQLContext): Promise<any> =>
          kind.save(ctx.db, ctx.storage, await actorOf(ctx), ctx.now(), {
            id: idOf(args.id),
            parentId: parent ? idOf(args[parent]) : undefined,
            input: args.input,
            image: args[covers[0] as string],
            files: args,
          }) as any,
      }),
    }));

  return { ObjectRef, InputRef };
}
