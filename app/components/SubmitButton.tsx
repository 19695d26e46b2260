import type { ButtonHTMLAttributes } from "react";

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean };

/**
 * A form's submit button. While the form is being sent it says so (aria-disabled, dimmed) and ignores
 * presses, Enter in a field included, but it stays focusable: a disabled button would drop the keyboard
 * focus to the page's body, and a screen reader would lose its place.
 */
export function SubmitButton({ busy, onClick, children, ...props }: Props) {
  return (
    <button
      type="submit"
      {...props}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
