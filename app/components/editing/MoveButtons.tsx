import { useEffect } from "react";
import { Form, useLocation } from "react-router";

type Props = {
  /** The action's intent and the moved item's id. */
  intent: string;
  id: string;
  first: boolean;
  last: boolean;
  labels: { up: string; down: string; upLabel: string; downLabel: string };
};

/**
 * "Move up" / "Move down" for an item of an ordered list (issue 18): a plain form post each, so the order can be changed
 * by keyboard and without scripts. At either end the button stays focusable (aria-disabled) and changes nothing.
 */
export function MoveButtons({ intent, id, first, last, labels }: Props) {
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {(["up", "down"] as const).map((direction) => {
        const disabled = direction === "up" ? first : last;
        return (
          <button
            key={direction}
            id={`move-${id}-${direction}`}
            type="submit"
            name="direction"
            value={direction}
            aria-label={direction === "up" ? labels.upLabel : labels.downLabel}
            aria-disabled={disabled || undefined}
            onClick={(event) => disabled && event.preventDefault()}
            className="btn btn-secondary btn-sm"
          >
            {direction === "up" ? labels.up : labels.down}
          </button>
        );
      })}
    </Form>
  );
}

/** After a move (the page's ?moved=<id>&direction=…), focus goes back to the moved item's button that was pressed. */
export function useFocusMoved(moved: { id: string; direction: string } | null) {
  const { key } = useLocation();
  // Each navigation (its key) may be a new move of the same item.
  useEffect(() => {
    if (moved) document.getElementById(`move-${moved.id}-${moved.direction}`)?.focus();
  }, [key]);
}

/** The page's ?moved= and ?direction=, or null. */
export function movedParam(request: Request): { id: string; direction: "up" | "down" } | null {
  const params = new URL(request.url).searchParams;
  const id = params.get("moved");
  const direction = params.get("direction");
  return id && /^\d{1,9}$/.test(id) && (direction === "up" || direction === "down") ? { id, direction } : null;
}
