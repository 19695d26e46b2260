import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useSubmit } from "react-router";
import type { z } from "zod";

/** What an action returns when the server refuses a form: a message key and per-field keys (mutation-answers.ts: failureOf). */
export type FormFailure = { error: string; fields: Record<string, string> };

/**
 * A form checked in the browser with the same zod schema the server uses; when valid it is posted
 * to the route's action (which checks again). Without JavaScript the form posts natively.
 * `checkOnSend` checks only when the form is sent (then again as fields change), for forms whose buttons
 * sit under the fields: a message appearing as a field is left would move them under the pointer. A button
 * with the value "back" (a wizard's) posts the form as it is, without checks.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  failure?: FormFailure | null,
  options: { checkOnSend?: boolean } = {},
) {
  const submit = useSubmit();
  const form = useForm<z.input<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>>,
    ...(options.checkOnSend ? { mode: "onSubmit", reValidateMode: "onChange" } : { mode: "onTouched" }),
  });
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
  /** The browser's message for a field, else the server's. */
  const errorOf = (name: string): string | undefined => {
    const own = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return own ?? failure?.fields[name];
  };
  return { ...form, onSubmit, errorOf };
}

/** Copies the Set-Cookie headers an in-process GraphQL call produced onto a response. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}
