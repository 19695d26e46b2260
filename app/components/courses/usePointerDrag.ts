import { type PointerEvent, useRef, useState } from "react";

type Drag = { item: number; pointer: number; x: number; y: number; moved: boolean; element: HTMLElement };

/** The drop target under a point: the nearest element marked `data-drop-target="<index>"`. */
function targetAt(x: number, y: number): number | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const zone = element.closest<HTMLElement>("[data-drop-target]");
    if (zone) return Number(zone.dataset.dropTarget);
  }
  return null;
}

/**
 * Dragging items onto targets with pointer events (mouse, pen, touch) and no library: the item follows the
 * pointer (a transform, so nothing else moves) and, released over a `data-drop-target`, is dropped there.
 * A press that does not move is not a drag. The dragged element needs `touch-action: none` in its CSS.
 */
export function usePointerDrag(onDrop: (item: number, target: number) => void) {
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const finish = (event: PointerEvent<HTMLElement>, drop: boolean) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    drag.current = null;
    current.element.style.transform = "";
    setDragging(null);
    setOver(null);
    if (!drop || !current.moved) return;
    const target = targetAt(event.clientX, event.clientY);
    if (target !== null) onDrop(current.item, target);
  };

  const handlers = (item: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0 || drag.current) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { item, pointer: event.pointerId, x: event.clientX, y: event.clientY, moved: false, element: event.currentTarget };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointer !== event.pointerId) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.moved && Math.hypot(dx, dy) < 6) return;
      if (!current.moved) {
        current.moved = true;
        setDragging(item);
      }
      current.element.style.transform = `translate(${dx}px, ${dy}px)`;
      setOver(targetAt(event.clientX, event.clientY));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, false),
  });

  return { handlers, dragging, over };
}
