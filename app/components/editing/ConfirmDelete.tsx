import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";

type Props = {
  intent: string;
  id: string;
  /** Whether the page asks now (its ?remove= names this item). */
  asking: boolean;
  /** The page asking (…?remove=<id>) and the page without the question. */
  askHref: string;
  cancelHref: string;
  texts: { label: string; ariaLabel: string; question: string; confirm: string; cancel: string };
};

/**
 * A deletion asked first (issue 18): a link opens the question on the page (?remove=<id>), whose button posts the
 * deletion; without scripts too. With scripts, focus goes to the question's button when it opens.
 */
export function ConfirmDelete({ intent, id, asking, askHref, cancelHref, texts }: Props) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <Link to={askHref} preventScrollReset className="btn btn-secondary btn-sm" aria-label={texts.ariaLabel}>
        {texts.label}
      </Link>
    );
  }
  const questionId = `remove-${id}-question`;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3" aria-labelledby={questionId}>
      <p id={questionId} className="m-0 w-full font-bold">
        {texts.question}
      </p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button ref={confirm} type="submit" className="btn btn-primary btn-sm">
        {texts.confirm}
      </button>
      <Link to={cancelHref} preventScrollReset>
        {texts.cancel}
      </Link>
    </Form>
  );
}
