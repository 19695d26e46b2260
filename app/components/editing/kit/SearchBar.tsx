import { Form } from "react-router";
import { Field } from "../../Field.tsx";

type Props = { q: string; label: string; hint?: string; button: string };

/** A list's search (?q=, up to 200 characters): a plain get form, so the found page's address can be kept and shared. */
export function SearchBar({ q, label, hint, button }: Props) {
  return (
    <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <Field label={label} hint={hint}>
          {({ id, describedBy }) => (
            <input id={id} name="q" type="search" defaultValue={q} aria-describedby={describedBy} className="field-input" maxLength={200} />
          )}
        </Field>
      </div>
      {/* Level with the input when a hint sits under it. */}
      <button type="submit" className={hint ? "btn btn-primary mb-6" : "btn btn-primary"}>
        {button}
      </button>
    </Form>
  );
}

/** A search's typed text from the list's address (?q=), cut to what the field takes. */
export const searchOf = (request: Request) => (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
