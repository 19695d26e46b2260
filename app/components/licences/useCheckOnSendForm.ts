import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useSubmit } from "react-router";
import type { z } from "zod";
import type { FormFailure } from "../../lib/forms.ts";

/**
 * useZodForm (app/lib/forms.ts), but checked when the form is sent rather than when a field loses focus:
 * a message appearing as a field is left moves the buttons under the pointer, and the click meant for
 * "Next" or "Back" would miss. After a refused send, fields are checked again as they change. A button
 * with the value "back" (the wizard's) posts the form as it is, without checks.
 */
export function useCheckOnSendForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: S, failure: FormFailure | null) {
  const submit = useSubmit();
  const form = useForm<z.input<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>>,
    mode: "onSubmit",
    reValidateMode: "onChange",
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
