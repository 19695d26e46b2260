import { data, redirect, type RouterContextProvider } from "react-router";
import { madridLocalValue } from "../../../../common/event-dates.ts";
import { pathFor, type RouteName } from "../../../../common/routes.ts";
import { refusedForm, succeeded } from "../../../lib/mutation-answers.ts";
import { movedParam } from "../MoveButtons.tsx";
import { page } from "../../../lib/page.server.ts";
import { serverContext } from "../../../server-context.ts";

type Context = Readonly<RouterContextProvider>;

/** A paged list's page from its address (?page=, 1 to 10,000). */
export function pageOf(request: Request): number {
  const typed = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1;
  return Math.max(1, Math.min(10_000, typed));
}

/** What the last save did, from the editor's address (?done=), among the values it may say. */
export function doneOf<D extends string>(request: Request, values: readonly D[]): D | null {
  const done = new URL(request.url).searchParams.get("done");
  return values.find((value) => value === done) ?? null;
}

/** The earliest moment a schedule may take: the product's clock now, as Madrid's wall clock. */
export const earliestOf = (context: Context) => madridLocalValue(context.get(serverContext).now());

/** A text in the page's language: the English one when asked for and not empty, else the Spanish one. */
export function picker(context: Context) {
  const { lang } = page(context);
  return (es: string, en: string) => (lang === "en" && en.trim() ? en : es);
}

/** A field the page itself refuses (a date that is no date, a position that is no number), keeping what was typed. */
export const refusedField = <V>(values: V, field: string, message: string) =>
  data({ error: "errors.validation", fields: { [field]: message } as Record<string, string>, values }, { status: 400 });

type Sent = Parameters<typeof refusedForm>[0];
type Answer = NonNullable<Parameters<typeof refusedForm>[1]> & { readonly __typename?: string; readonly code?: string };

type Saved<V> = {
  id?: string;
  edit: RouteName;
  /** The saved item's editor address's parameters (default `{ id }`: a child's names its parent too). */
  at?: (saved: string) => Record<string, string>;
  result: Sent;
  answer: Answer | null | undefined;
  values: V;
  /** What ?done= says after any save (else "saved", or "created" for a new item). */
  done?: string;
  /** The field a refused field's message goes to (a list's entry, "stepsEs.3", to its list). */
  fieldOf?: (field: string) => string;
};

/**
 * After a save: to the item's editor with ?done=saved (or created, for a new item); or the refusal with what was
 * typed and each field's message (404 when the item is gone, 400 for an expected failure, 500 when the server failed).
 */
export function savedOrRefused<V>(context: Context, { id, edit, at, result, answer, values, done, fieldOf }: Saved<V>) {
  // A success without the item (a dossier section's save) names the edited one.
  const to = (data: { id: string } | undefined) => {
    const saved = data?.id ?? id!;
    return `${pathFor(edit, page(context).lang, at?.(saved) ?? { id: saved })}?done=${done ?? (id ? "saved" : "created")}`;
  };
  return changedOrRefused(result, answer, to, { values }, fieldOf);
}

/**
 * After any post of an editor (a save, a part of the item changed: a course's unit, a unit's block): to `to(data)` when
 * it succeeded, else the refusal with `rest` (what the form needs to show it again) and each field's message, at the
 * field `fieldOf` names.
 */
export function changedOrRefused<R extends object, A extends Answer>(
  result: Sent,
  answer: A | null | undefined,
  to: (data: Extract<A, { data: unknown }>["data"]) => string,
  rest: R,
  fieldOf: (field: string) => string = (field) => field,
) {
  if (succeeded(answer)) return redirect(to((answer as { data?: unknown }).data as never), 303);
  const notFound = answer?.__typename === "DomainError" && answer.code === "NOT_FOUND";
  const { status, failure } = refusedForm(result, answer, { answered: notFound ? 404 : 400 });
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fields)) fields[fieldOf(field)] ??= message;
  return data({ ...failure, fields, ...rest }, { status });
}

/** An ordered list's state from its page's address: the child just moved (?moved=, with its new place), and the one asked to remove (?remove=) or opened (?edit=). */
export function childrenState(request: Request, children: readonly { id: string }[]) {
  const params = new URL(request.url).searchParams;
  const named = (param: string) => children.find((child) => child.id === params.get(param))?.id ?? null;
  const moved = movedParam(request);
  const position = moved ? children.findIndex((child) => child.id === moved.id) + 1 : 0;
  return {
    moved: moved && position > 0 ? { ...moved, position, count: children.length } : null,
    remove: named("remove"),
    edit: named("edit"),
  };
}
