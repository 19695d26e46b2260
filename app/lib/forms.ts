import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import type { z } from "zod/mini";

/** What an action returns when the server refuses a form: a message key and per-field keys (mutation-answers.ts: failureOf). */
export type FormFailure = { error: string; fields: Record<string, string> };

/** A shared schema imported when needed: `() => import("…/schemas/account.ts").then((m) => m.SignupInput)`. */
export type SchemaLoader<S> = () => Promise<S>;

/** The message key of each field the browser's check refused, by path ("email", "teachers.0.name"). */
export type FieldErrors = Record<string, string>;

/** A control the form reads its value from. */
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What `register(name)` gives a control, to spread on it: the form reads the value from the control itself. */
export type FieldRegistration<N extends string = string> = {
  name: N;
  ref: (element: FieldElement | null) => (() => void) | undefined;
  onChange: () => void;
  onBlur: () => void;
};

/** The names a value of type T has, as the controls write them: "email", "teachers.0.name". */
export type FieldName<T> = T extends readonly (infer E)[]
  ? `${number}` | `${number}.${FieldName<E>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${FieldName<T[K]>}` }[keyof T & string]
    : never;

/** The first message of each path a schema's parse refused (a form-wide issue has the path ""). */
export function errorsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}

/**
 * Checks the values with a shared schema imported on demand: it and zod stay out of the page's first load
 * (decision 021). Should the import fail (a dropped connection), the form goes through unchecked: the server
 * checks it anyway.
 */
export async function checkValues(load: SchemaLoader<z.ZodMiniType>, values: Record<string, unknown>): Promise<FieldErrors> {
  let schema: z.ZodMiniType;
  try {
    schema = await load();
  } catch {
    return {};
  }
  const result = schema.safeParse(values);
  return result.success ? {} : errorsByPath(result.error.issues);
}

/** What a control of a group of controls sharing a name holds; the parts of a DOM control the form reads. */
export type ControlLike = {
  type: string;
  value: string;
  checked?: boolean;
  files?: ArrayLike<unknown> | null;
  hasAttribute(name: string): boolean;
};

/**
 * The value of the controls sharing a name, as react-hook-form read them (the shared schemas expect these):
 * a lone checkbox is true or false (its value if it has one, when ticked), several are the ticked values;
 * radios are the chosen value or null; a file input is its file list; anything else is its text.
 */
export function controlValue(controls: readonly ControlLike[]): unknown {
  const [first] = controls;
  if (!first) return undefined;
  if (first.type === "radio") return controls.find((control) => control.checked)?.value ?? null;
  if (first.type === "checkbox") {
    if (controls.length > 1) return controls.filter((control) => control.checked).map((control) => control.value);
    if (!first.checked) return false;
    return first.hasAttribute("value") && first.value !== "" ? first.value : true;
  }
  if (first.type === "file") return first.files ?? null;
  return first.value;
}

/** Values by dotted name as one object: ["teachers.0.name", "Ana"] → { teachers: [{ name: "Ana" }] }. */
export function nestValues(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const keys = name.split(".");
    let node: Record<string, unknown> = root;
    keys.forEach((key, depth) => {
      if (depth === keys.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= /^\d+$/.test(keys[depth + 1] ?? "") ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

/** The values of the registered controls still on the page, grouped by their (current) names. */
function readValues(controls: ReadonlySet<FieldElement>): Record<string, unknown> {
  const groups = new Map<string, FieldElement[]>();
  for (const control of controls) {
    if (!control.isConnected || !control.name || control.disabled) continue;
    const group = groups.get(control.name);
    if (group) group.push(control);
    else groups.set(control.name, [control]);
  }
  return nestValues([...groups].map(([name, group]) => [name, controlValue(group as ControlLike[])] as const));
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Whether leaving a field checks it: once the form was sent, always; before, only a field the user changed
 * (an empty field tabbed past is not yet an error); a wizard's step (`checkOnSend`) only once sent.
 */
export function checksOnLeave({
  changed,
  submitted,
  checkOnSend = false,
}: {
  changed: boolean;
  submitted: boolean;
  checkOnSend?: boolean;
}): boolean {
  return submitted || (changed && !checkOnSend);
}

/**
 * The fields a change or a departure checks: none, or the field and the fields showing an error (one field's
 * change can fix another: a repeated password). A change checks only a field showing an error (never while
 * it is first typed); leaving follows checksOnLeave. Sending checks every field (not here).
 */
export function fieldsToCheck(
  event: "change" | "leave",
  name: string,
  { shown, changed, submitted, checkOnSend }: { shown: readonly string[]; changed: boolean; submitted: boolean; checkOnSend?: boolean },
): string[] {
  const now = event === "change" ? shown.includes(name) : checksOnLeave({ changed, submitted, checkOnSend });
  return now ? [name, ...shown.filter((other) => other !== name)] : [];
}

/**
 * A check's answer applied to the messages shown: only the names it covered change (`null`: all of them,
 * when the form is sent); a name without an error loses its message.
 */
export function applyCheck(shown: FieldErrors, found: FieldErrors, names: readonly string[] | null): FieldErrors {
  if (names === null) return found;
  const next = { ...shown };
  for (const name of names) {
    if (found[name] === undefined) delete next[name];
    else next[name] = found[name];
  }
  return next;
}

/**
 * A name once row `index` of the list `list` is removed: the later rows move up one, the row's own names go
 * (null); other names stay. `("teachers", 1)`: teachers.2.name → teachers.1.name, teachers.1.name → null.
 */
export function nameAfterRemoval(name: string, list: string, index: number): string | null {
  const found = new RegExp(`^${list.replaceAll(".", "\\.")}\\.(\\d+)(\\..*)?$`).exec(name);
  if (!found) return name;
  const row = Number(found[1]);
  if (row === index) return null;
  return row < index ? name : `${list}.${row - 1}${found[2] ?? ""}`;
}

/**
 * A form checked in the browser with the same zod schema the server uses; when valid it is posted
 * to the route's action (which checks again). Without JavaScript the form posts natively.
 * A field is checked when it is left after the user changed it, and when the form is sent (then whenever
 * it is left), never while it is first typed; a field only passed through (tabbing to the one wanted) shows
 * no error. A field showing an error is checked again as it changes, so the message goes as soon as it is
 * fixed. A server error stays on its field until the user changes that field. `checkOnSend` checks only
 * when the form is sent (then as above), for wizards. A button with the value "back" (a wizard's) posts
 * the form as it is, without checks. When the form is sent with errors, the first field refused takes the
 * focus. Messages never move a control under a pointer that is pressing it (see watchPointer). The schema
 * is imported once the page is interactive (checkValues).
 *
 * Values are read from the controls themselves when a check runs (uncontrolled inputs: nothing is kept in
 * React state but the messages). `register(name)` goes on each control (spread); `errorOf(name)` gives the
 * i18n key of a field's message (the browser's check first, else the server's until the field changes).
 */
export function useZodForm<S extends z.ZodMiniType>(
  load: SchemaLoader<S>,
  failure?: FormFailure | null,
  options: { checkOnSend?: boolean } = {},
) {
  const submit = useSubmit();
  // The latest loader (a wizard's step changes it); asked for at once, so the first check seldom waits.
  const latest = useRef<SchemaLoader<z.ZodMiniType>>(load);
  latest.current = load;
  useEffect(() => {
    latest.current().catch(() => {});
  }, []);
  useEffect(watchPointer, []);

  const [errors, setErrors] = useState<FieldErrors>({});
  const [controls] = useState(() => new Set<FieldElement>());
  const submitted = useRef(false);
  // Fields the user has changed at all: only these are checked when left before the form is sent.
  const edited = useRef(new Set<string>());
  // Checks answer in the order they were asked, so a slower, older answer never replaces a newer one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serverFields = failure?.fields;
  // Fields changed since the server's answer arrived; a new answer starts again.
  const [changed, setChanged] = useState<{ of: typeof serverFields; names: ReadonlySet<string> }>({ of: serverFields, names: NO_NAMES });
  const changedNames = changed.of === serverFields ? changed.names : NO_NAMES;

  /** Checks the form's values as they are now and shows the messages of `names` (null: every field, when sent). */
  const check = (names: string[] | null): Promise<FieldErrors> => {
    const values = readValues(controls);
    const answer = queue.current.then(() => checkValues(() => latest.current(), values));
    queue.current = answer.catch(() => undefined);
    return answer.then((found) => {
      setErrors((shown) => applyCheck(shown, found, names));
      return found;
    });
  };
  const recheck = (event: "change" | "leave", name: string) => {
    const names = fieldsToCheck(event, name, {
      shown: Object.keys(errors),
      changed: edited.current.has(name),
      submitted: submitted.current,
      checkOnSend: options.checkOnSend,
    });
    if (names.length > 0) void check(names);
  };

  const track = useRef((control: FieldElement | null) => {
    if (!control) return undefined;
    controls.add(control);
    return () => {
      controls.delete(control);
    };
  }).current;
  const register = <N extends FieldName<z.input<S>>>(name: N): FieldRegistration<N> => ({
    name,
    ref: track,
    onChange: () => {
      edited.current.add(name);
      if (serverFields?.[name] && !changedNames.has(name)) setChanged({ of: serverFields, names: new Set([...changedNames, name]) });
      recheck("change", name);
    },
    onBlur: () => afterPointer(() => recheck("leave", name)),
  });
  const errorOf = (name: string): string | undefined => errors[name] ?? (changedNames.has(name) ? undefined : serverFields?.[name]);

  /** The first control (in the page's order) of a field the check refused takes the focus. */
  const focusFirst = (found: FieldErrors) => {
    const refused = [...controls].filter((control) => control.isConnected && found[control.name] !== undefined);
    refused.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    refused[0]?.focus();
  };
  /** Checks every field on sending; `valid` runs when none is refused. */
  const handleSubmit = (valid: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    return check(null).then((found) => {
      if (Object.keys(found).length === 0) valid();
      else focusFirst(found);
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === "back") {
      event.preventDefault();
      // The button itself is submitted, so its name and value travel with the form.
      submit(submitter);
      return;
    }
    const element = event.currentTarget;
    void handleSubmit(() => submit(element))(event);
  };
  /** Focuses a field's first control (a row just added). */
  const setFocus = (name: string) => [...controls].find((control) => control.isConnected && control.name === name)?.focus();
  /** A row of a list was removed in place: the later rows' messages and changes move up with them. */
  const removeRow = (list: string, index: number) => {
    const move = (name: string) => nameAfterRemoval(name, list, index);
    setErrors((shown) =>
      Object.fromEntries(Object.entries(shown).flatMap(([name, key]) => (move(name) === null ? [] : [[move(name), key]]))),
    );
    edited.current = new Set([...edited.current].map(move).filter((name) => name !== null));
  };
  return { register, errorOf, onSubmit, handleSubmit, setFocus, removeRow };
}

/*
 * A field left by pressing another control (a checkbox below it) is checked once that press ends: its
 * message would otherwise push the control down between the press and the release, and the click would
 * land elsewhere. Keyboard and touch leave fields outside a press, so they are checked at once.
 */
let pointerDown = false;
let afterRelease: (() => void)[] = [];
let watching = false;
function watchPointer() {
  if (watching) return;
  watching = true;
  window.addEventListener(
    "pointerdown",
    () => {
      pointerDown = true;
    },
    true,
  );
  const release = () => {
    pointerDown = false;
    const waiting = afterRelease;
    afterRelease = [];
    // After the click the release produces, which the browser sends in the same task.
    if (waiting.length > 0)
      setTimeout(() => {
        for (const run of waiting) run();
      }, 0);
  };
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
  // The window losing focus (a press released elsewhere); not a field's blur, which capture also sees.
  window.addEventListener("blur", (event) => event.target === window && release());
}
function afterPointer(run: () => void) {
  if (pointerDown) afterRelease.push(run);
  else run();
}

/** Copies the Set-Cookie headers an in-process GraphQL call produced onto a response. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}
