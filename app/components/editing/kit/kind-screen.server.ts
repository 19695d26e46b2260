import { data, type RouterContextProvider } from "react-router";
import type { ContentKind } from "../../../../common/editing-kinds.ts";
import type { Language } from "../../../../common/languages.ts";
import type { RouteName } from "../../../../common/routes.ts";
import type { ResultOf, TadaDocumentNode, VariablesOf } from "../../../lib/graphql.ts";
import { gql, page, query } from "../../../lib/page.server.ts";
import { chosenFile } from "../form-values.ts";
import { doneOf, earliestOf, picker, savedOrRefused } from "./editor.server.ts";
import { type FormValues, type KindInput, emptyValues, loadedValues, postedValues } from "./kind-values.ts";

/**
 * A kind's editor and preview screens' loaders and action (decision 055), from its declaration: each route module
 * exports `loader = (args) => kindLoader(args, {...})`, so that only the loader and action reach this server code.
 */

type Args = { params: { id?: string }; request: Request; context: Readonly<RouterContextProvider> };
/** Any document asking for one item by its id. */
type ItemQuery = TadaDocumentNode<any, { id: string }>;
/** The item a query's field answers (null when there is none). */
type ItemOf<D extends ItemQuery, F extends keyof ResultOf<D>> = NonNullable<ResultOf<D>[F]>;

/** What the editor shows of a saved item besides its values: its id, cover and publication (from the kind's fields). */
export type SavedItem = { id: string; cover: string | null; state: string; publishedAt: string };

function savedOf(kind: ContentKind, item: Record<string, unknown>): SavedItem {
  const cover = Object.entries(kind.fields).find(([, spec]) => spec.type === "cover");
  const column = cover && cover[1].type === "cover" ? (cover[1].column ?? cover[0]) : null;
  return {
    id: String(item.id),
    cover: column ? ((item[column] as string | null | undefined) ?? null) : null,
    state: String(item.state ?? "draft"),
    publishedAt: String(item.publishedAt ?? ""),
  };
}

type Loaded<K extends ContentKind, D extends ItemQuery, F extends keyof ResultOf<D>, E> = {
  kind: K;
  /** The item's query and the field that answers it. */
  query: D;
  field: F;
  /** What the screen keeps of the item besides what the kind says (a programme's code, an activity's ratings). */
  keep?: (item: ItemOf<D, F>) => E;
  /** The values a screen converts itself (an event's type as the form spells it), for a new item and a loaded one. */
  empty?: Partial<FormValues<K>>;
  given?: (item: ItemOf<D, F>) => Partial<FormValues<K>>;
  /** Whether the screen creates items (a programme is only edited: ?done=created says nothing there). */
  creates?: boolean;
};

/**
 * A kind's editor (issue 18), or a blank one at …/nueva (no id): the item's values, what the last save did (?done=)
 * and the earliest moment a schedule may take; 404 when the item is gone.
 */
export async function kindLoader<K extends ContentKind, D extends ItemQuery, F extends keyof ResultOf<D>, E = object>(
  { params, request, context }: Args,
  { kind, query: document, field, keep, empty, given, creates = true }: Loaded<K, D, F, E>,
) {
  const done = doneOf(request, creates ? (["saved", "created"] as const) : (["saved"] as const));
  const earliest = earliestOf(context);
  if (!params.id) return { item: null, values: emptyValues(kind, empty), done, earliest };
  const [item] = await itemOf(context, document, field, params.id);
  const saved = { ...savedOf(kind, item as Record<string, unknown>), ...(keep?.(item) as E) };
  return { item: saved, values: loadedValues(kind, item, given?.(item)), done, earliest };
}

/** The item a query's field answers, with the whole answer; 404 when there is none. */
async function itemOf<D extends ItemQuery, F extends keyof ResultOf<D>>(context: Args["context"], document: D, field: F, id = "") {
  const answer = (await query(context, document as ItemQuery, { id })) as ResultOf<D>;
  const item = answer[field];
  if (!item) throw data(null, { status: 404 });
  return [item as ItemOf<D, F>, answer] as const;
}

/** Any save mutation of an item: its id, its input and, for a kind with a cover, its image. */
type SaveMutation = TadaDocumentNode<any, { id: any; input: any; image?: File | null }>;

type Saving<K extends ContentKind, D extends SaveMutation> = {
  kind: K;
  /** The save mutation and the field that answers it. */
  save: D;
  field: keyof ResultOf<D>;
  /** The item's editor, where a save goes back to. */
  edit: RouteName;
  /** The input as the API spells what the screen converts itself (an event's type), else the kind's input as it is. */
  input?: (input: KindInput<K>, values: FormValues<K>) => VariablesOf<D>["input"];
  /** The field a refused field's message goes to (a list's entry to its list). */
  fieldOf?: (field: string) => string;
};

/**
 * Saves a kind's form (a new item goes to its own editor); what the page refuses itself (a time or a number that is
 * none) and what the API refuses keep what was typed, with each field's message.
 */
export async function kindAction<K extends ContentKind, D extends SaveMutation>(
  { params, request, context }: Args,
  { kind, save, field, edit, input: convert, fieldOf }: Saving<K, D>,
) {
  const form = await request.formData();
  const { values, input, refusals } = postedValues(kind, form);
  if (Object.keys(refusals).length > 0) return data({ error: "errors.validation", fields: refusals, values }, { status: 400 });
  const image = Object.values(kind.fields).some((spec) => spec.type === "cover") ? { image: chosenFile(form) } : {};
  const variables = { id: params.id ?? null, input: convert ? convert(input, values) : input, ...image };
  const result = await gql(context, save as SaveMutation, variables as VariablesOf<SaveMutation>);
  const answer = (result.data as Record<string, Parameters<typeof savedOrRefused>[1]["answer"]> | null)?.[field as string];
  return savedOrRefused(context, { id: params.id, edit, result, answer, values, fieldOf });
}

type Picked<D extends ItemQuery> = { pick: (es: string, en: string) => string; lang: Language; answer: ResultOf<D> };

/**
 * A kind's item as the public will see it (issue 18), whatever its state, in the page's language (`pick`: an English
 * text left empty shows the Spanish one, as on the public page): `view` makes the public page's data of it.
 */
export async function previewLoader<D extends ItemQuery, F extends keyof ResultOf<D>, V>(
  { params, context }: Args,
  document: D,
  field: F,
  view: (item: ItemOf<D, F>, picked: Picked<D>) => V,
) {
  const [item, answer] = await itemOf(context, document, field, params.id);
  const { id, state, publishedAt, published, public: open } = item as Record<string, unknown>;
  const publication = { state: String(state ?? (published || open ? "published" : "draft")), publishedAt: String(publishedAt ?? "") };
  return { id: String(id), ...publication, view: view(item, { pick: picker(context), lang: page(context).lang, answer }) };
}
