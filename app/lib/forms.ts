import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldValues, get, type Resolver, type UseFormRegister, type UseFormReturn, useForm } from "react-hook-form";
import { useSubmit } from "react-router";
import type { z } from "zod/mini";

/** What an action returns when the server refuses a form: a message key and per-field keys (mutation-answers.ts: failureOf). */
export type FormFailure = { error: string; fields: Record<string, string> };

/** A shared schema imported when needed: `() => import("…/schemas/account.ts").then((m) => m.SignupInput)`. */
export type SchemaLoader<S> = () => Promise<S>;

/**
 * A react-hook-form resolver over a shared schema imported on demand, with zod and the zod resolver: they stay
 * out of the page's first load (decision 021). Should the import fail (a dropped connection), the form goes
 * through unchecked: the server checks it anyway.
 */
export function lazyZodResolver<T extends FieldValues>(load: SchemaLoader<z.ZodMiniType>): Resolver<T> {
  return async (values, context, options) => {
    let loaded: [z.ZodMiniType, typeof import("@hookform/resolvers/zod")];
    try {
      loaded = await Promise.all([load(), import("@hookform/resolvers/zod")]);
    } catch {
      return { values, errors: {} };
    }
    const [schema, { zodResolver }] = loaded;
    return zodResolver(schema as never)(values as never, context, options as never) as never;
  };
}

/** lazyZodResolver for a component: the schema is asked for at once, so the first check seldom waits for it. */
export function useLazyZodResolver<T extends FieldValues>(load: SchemaLoader<z.ZodMiniType>): Resolver<T> {
  // The latest loader (a wizard's step changes it).
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    Promise.all([latest.current(), import("@hookform/resolvers/zod")]).catch(() => {});
  }, []);
  const [resolver] = useState(() => lazyZodResolver<T>(() => latest.current()));
  return resolver;
}

/**
 * A form checked in the browser with the same zod schema the server uses; when valid it is posted
 * to the route's action (which checks again). Without JavaScript the form posts natively.
 * A field is checked when it is left after the user changed it, and when the form is sent (then whenever
 * it is left), never while it is first typed; a field only passed through (tabbing to the one wanted) shows
 * no error. A field showing an error is checked again as it changes, so the message goes as soon as it is
 * fixed. A server error stays on its field until the user changes that field. `checkOnSend` checks only
 * when the form is sent (then as above), for wizards. A button with the value "back" (a wizard's) posts
 * the form as it is, without checks. Messages never move a control under a pointer that is pressing it
 * (see fieldChecks). The schema is imported once the page is interactive (lazyZodResolver).
 */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  load: SchemaLoader<S>,
  failure?: FormFailure | null,
  options: { checkOnSend?: boolean } = {},
) {
  const submit = useSubmit();
  const resolver = useLazyZodResolver<z.input<S>>(load);
  const form = useForm<z.input<S>>({
    resolver,
    // No automatic checks: fieldChecks decides when (a row added to a list must not be checked at once).
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const checks = useFieldChecks(form, failure, options);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === "back") {
      event.preventDefault();
      // The button itself is submitted, so its name and value travel with the form.
      submit(submitter);
      return;
    }
    const element = event.currentTarget;
    void form.handleSubmit(() => submit(element))(event);
  };
  return { ...form, ...checks, onSubmit };
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Whether leaving a field checks it: once the form was sent, always; before, only a field the user changed
 * (an empty field tabbed past is not yet an error); a wizard's step (`checkOnSend`) only once sent.
 */
export function checksOnLeave({ changed, submitted, checkOnSend = false }: { changed: boolean; submitted: boolean; checkOnSend?: boolean }): boolean {
  return submitted || (changed && !checkOnSend);
}

/**
 * When the fields of a react-hook-form form (created with mode and reValidateMode "onSubmit") are
 * checked, and which message each shows: `register` in place of the form's, `errorOf(name)` for the i18n
 * key of a field's message (the browser's check first, else the server's until the field changes).
 */
export function useFieldChecks<T extends FieldValues>(
  form: UseFormReturn<T>,
  failure: FormFailure | null | undefined,
  options: { checkOnSend?: boolean } = {},
) {
  useEffect(watchPointer, []);
  const serverFields = failure?.fields;
  // Fields changed since the server's answer arrived; a new answer starts again.
  const [changed, setChanged] = useState<{ of: typeof serverFields; names: ReadonlySet<string> }>({ of: serverFields, names: NO_NAMES });
  const changedNames = changed.of === serverFields ? changed.names : NO_NAMES;
  // Fields the user has changed at all: only these are checked when left before the form is sent.
  const edited = useRef(new Set<string>());

  const errorOf = (name: string): string | undefined => {
    const errors = form.formState.errors;
    const own = (get(errors, `${name}.message`) ?? get(errors, `${name}.root.message`)) as string | undefined;
    return own ?? (changedNames.has(name) ? undefined : serverFields?.[name]);
  };
  /** The field and the fields showing an error (one field's change can fix another: a repeated password). */
  const recheck = (name: string) => {
    const shown = Object.keys(form.formState.errors).filter((other) => other !== name && !other.includes("."));
    void form.trigger([name, ...shown] as never);
  };
  const register: UseFormRegister<T> = (name, registerOptions) => {
    const registration = form.register(name, registerOptions);
    return {
      ...registration,
      onChange: async (event) => {
        const result = await registration.onChange(event);
        edited.current.add(name);
        if (serverFields?.[name] && !changedNames.has(name)) setChanged({ of: serverFields, names: new Set([...changedNames, name]) });
        if (form.getFieldState(name).error) recheck(name);
        return result;
      },
      onBlur: async (event) => {
        const result = await registration.onBlur(event);
        const check = checksOnLeave({ changed: edited.current.has(name), submitted: form.formState.isSubmitted, checkOnSend: options.checkOnSend });
        if (check) afterPointer(() => recheck(name));
        return result;
      },
    };
  };
  return { register, errorOf };
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
  window.addEventListener("pointerdown", () => { pointerDown = true; }, true);
  const release = () => {
    pointerDown = false;
    const waiting = afterRelease;
    afterRelease = [];
    // After the click the release produces, which the browser sends in the same task.
    if (waiting.length > 0) setTimeout(() => { for (const run of waiting) run(); }, 0);
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
