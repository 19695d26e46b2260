import { PUBLICATION_STATES, type PublicationState } from "../../../../common/editing.ts";
import type { ContentKind, FieldSpec } from "../../../../common/editing-kinds.ts";
import { madridLocalValue, madridWallClock } from "../../../../common/event-dates.ts";

/**
 * An editor's form values and API input from its kind's declaration (common/editing-kinds.ts, decision 055): the
 * blank form, the form of a loaded item, and what a post typed (kept on a refusal) and sends. Form values are as the
 * person types them (texts, a number as typed, a list one entry a line, a time as Madrid's wall clock); the cover is
 * a file (`chosenFile`), not a value. A choice keeps the value posted: a screen whose API spells it otherwise converts it.
 */

type Pair<N extends string> = `${N}Es` | `${N}En`;
type Translated = { type: "line" | "text" | "list"; translated: true };

/** The form values one field stands for. */
type ValueOf<N extends string, S> = S extends Translated
  ? Record<Pair<N>, string>
  : S extends { type: "publication"; mode: "states" }
    ? { state: PublicationState; scheduledAt: string }
    : S extends { type: "publication"; mode: "flag" }
      ? { published: boolean }
      : S extends { type: "cover" }
        ? Record<never, never>
        : S extends { type: "choice"; many: true }
          ? Record<N, string[]>
          : S extends { type: "flag" }
            ? Record<N, boolean>
            : Record<N, string>;

/** What one field sends: a list's entries, a number, a choice or none, an instant, the publication. */
type InputOf<N extends string, S> = S extends { type: "list"; translated: true }
  ? Record<Pair<N>, string[]>
  : S extends Translated
    ? Record<Pair<N>, string>
    : S extends { type: "publication"; mode: "states" }
      ? { state: PublicationState; scheduledAt: string | null }
      : S extends { type: "publication" | "flag" }
        ? Record<N, boolean>
        : S extends { type: "cover" }
          ? Record<never, never>
          : S extends { type: "choice"; values: readonly (infer V)[]; many: true }
            ? Record<N, V[]>
            : S extends { type: "choice"; values: readonly (infer V)[]; nullable: true }
              ? Record<N, V | null>
              : S extends { type: "choice"; values: readonly (infer V)[] }
                ? Record<N, V>
                : S extends { type: "int" | "decimal"; optional: true }
                  ? Record<N, number | null>
                  : S extends { type: "int" | "decimal" }
                    ? Record<N, number>
                    : S extends { type: "date"; optional: true } | { type: "offered"; nullable: true }
                      ? Record<N, string | null>
                      : Record<N, string>;

type Joined<T> = (T extends unknown ? (whole: T) => void : never) extends (whole: infer I) => void ? I : never;
type Flat<T> = { [K in keyof T]: T[K] };
type Names<K extends ContentKind> = keyof K["fields"] & string;

export type FormValues<K extends ContentKind> = Flat<Joined<{ [N in Names<K>]: ValueOf<N, K["fields"][N]> }[Names<K>]>>;
export type KindInput<K extends ContentKind> = Flat<Joined<{ [N in Names<K>]: InputOf<N, K["fields"][N]> }[Names<K>]>>;

const isTranslated = (spec: FieldSpec) =>
  (spec.type === "line" || spec.type === "text" || spec.type === "list") && spec.translated === true;
const fieldsOf = (kind: ContentKind) => Object.entries(kind.fields) as [string, FieldSpec][];

/** A list typed one entry per line: blank lines dropped. */
export const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A blank form: empty texts, a choice's first value (none when it may be none), 0, unticked, a draft; `given` sets others. */
export function emptyValues<K extends ContentKind>(kind: K, given: Partial<FormValues<K>> = {}): FormValues<K> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of fieldsOf(kind)) {
    if (isTranslated(spec)) Object.assign(values, { [`${name}Es`]: "", [`${name}En`]: "" });
    else if (spec.type === "publication")
      Object.assign(values, spec.mode === "states" ? { state: "draft", scheduledAt: "" } : { published: false });
    else if (spec.type === "choice") values[name] = spec.many ? [] : spec.nullable ? "" : spec.values[0];
    else if (spec.type === "int") values[name] = spec.optional ? "" : String(Math.max(0, spec.min));
    else if (spec.type === "flag") values[name] = false;
    else if (spec.type !== "cover") values[name] = "";
  }
  return { ...values, ...given } as FormValues<K>;
}

/** A loaded item's form (the API's names are the kind's); `given` replaces what the screen converts itself. */
export function loadedValues<K extends ContentKind>(kind: K, item: object, given: Partial<FormValues<K>> = {}): FormValues<K> {
  const stored = item as Record<string, unknown>;
  const text = (name: string) => {
    const value = stored[name];
    return Array.isArray(value) ? value.join("\n") : String(value ?? "");
  };
  const values: Record<string, unknown> = {};
  for (const [name, spec] of fieldsOf(kind)) {
    if (isTranslated(spec)) Object.assign(values, { [`${name}Es`]: text(`${name}Es`), [`${name}En`]: text(`${name}En`) });
    else if (spec.type === "publication" && spec.mode === "states") {
      const { state, publishedAt } = stored as { state: PublicationState; publishedAt: string };
      Object.assign(values, { state, scheduledAt: state === "scheduled" ? madridLocalValue(new Date(publishedAt)) : "" });
    } else if (spec.type === "publication") values.published = stored[name] === true;
    else if (spec.type === "choice" && spec.many) values[name] = [...((stored[name] as string[] | undefined) ?? [])];
    else if (spec.type === "flag") values[name] = stored[name] === true;
    else if (spec.type === "instant") values[name] = stored[name] ? madridLocalValue(new Date(String(stored[name]))) : "";
    else if (spec.type !== "cover") values[name] = text(name);
  }
  return { ...values, ...given } as FormValues<K>;
}

/**
 * What a post typed (its form values) and sends; `refusal` is a field the page refuses itself (a schedule that is no
 * time), `refusals` every such field with its message (decimals that are no number among them).
 */
export function postedValues<K extends ContentKind>(
  kind: K,
  form: FormData,
): {
  values: FormValues<K>;
  input: KindInput<K>;
  refusal: { field: string; message: string } | null;
  refusals: Record<string, string>;
} {
  const typed = (name: string) => String(form.get(name) ?? "");
  const values: Record<string, unknown> = {};
  const input: Record<string, unknown> = {};
  let refusal: { field: string; message: string } | null = null;
  const refusals: Record<string, string> = {};
  for (const [name, spec] of fieldsOf(kind)) {
    if (isTranslated(spec)) {
      for (const column of [`${name}Es`, `${name}En`]) {
        values[column] = typed(column);
        input[column] = spec.type === "list" ? lines(typed(column)) : typed(column);
      }
    } else if (spec.type === "publication" && spec.mode === "states") {
      const state = PUBLICATION_STATES.find((value) => value === form.get("state")) ?? "draft";
      const scheduledAt = typed("scheduledAt");
      const at = scheduledAt ? madridWallClock(scheduledAt) : null;
      Object.assign(values, { state, scheduledAt });
      Object.assign(input, { state, scheduledAt: state === "scheduled" && at ? at.toISOString() : null });
      if (state === "scheduled" && scheduledAt && !at) refusal = { field: "scheduledAt", message: "editing.errors.date" };
      if (refusal) refusals.scheduledAt = refusal.message;
    } else if (spec.type === "publication") {
      // "true", or "published" from radios named by the state (PublishedField `named`).
      values.published = form.get("published") === "true" || form.get("published") === "published";
      input[name] = values.published;
    } else if (spec.type === "choice" && spec.many) {
      values[name] = form.getAll(name).map(String);
      input[name] = values[name];
    } else if (spec.type === "flag") {
      values[name] = form.has(name);
      input[name] = values[name];
    } else if (spec.type === "int") {
      // Not a whole number: one below the least, which the API refuses with the field's own message.
      values[name] = typed(name);
      const whole = /^\d{1,9}$/.test(typed(name).trim()) ? Number(typed(name).trim()) : spec.min - 1;
      input[name] = spec.optional && !typed(name).trim() ? null : whole;
    } else if (spec.type === "decimal") {
      // A comma is read as the decimal point; empty is none; anything else not a number the page refuses itself.
      const decimal = typed(name).trim().replace(",", ".");
      values[name] = typed(name);
      input[name] = decimal ? Number(decimal) : null;
      if (decimal && !Number.isFinite(Number(decimal))) refusals[name] = "editing.errors.number";
    } else if (spec.type === "date" || spec.type === "offered") {
      // Empty: none (null) when the field may be empty.
      const none = spec.type === "date" ? spec.optional : spec.nullable;
      values[name] = typed(name);
      input[name] = typed(name).trim() || (none ? null : "");
    } else if (spec.type === "instant") {
      // A time that is no time is sent as typed: the API names the field.
      values[name] = typed(name);
      input[name] = madridWallClock(typed(name))?.toISOString() ?? typed(name);
    } else if (spec.type !== "cover") {
      values[name] = typed(name);
      input[name] = spec.type === "choice" && spec.nullable && !typed(name) ? null : typed(name);
    }
  }
  return { values: values as FormValues<K>, input: input as KindInput<K>, refusal, refusals };
}
