/**
 * What a tap does on the label and match boards, as pure steps (the components draw the state and say the event
 * in their live region). Both take either order: a name then its place or a place then its name, a left item
 * then its partner or a right one then its partner. A tap on something already placed or joined takes it back.
 */

/** Label: for each part, the index of the label put on it. A label sits on one part at most (it is a card). */
export type LabelPick = { kind: "chip" | "place"; index: number } | null;
export type LabelState = { placed: (number | null)[]; picked: LabelPick };
export type LabelEvent =
  | { kind: "pickedChip"; label: number }
  | { kind: "pickedPlace"; part: number }
  | { kind: "placed"; label: number; part: number }
  | { kind: "taken"; label: number; part: number }
  | { kind: "unpicked" };

export const labelStart = (parts: number): LabelState => ({ placed: Array.from({ length: parts }, () => null), picked: null });

/** `label` on `part`: it leaves the part it was on, and the part's old label goes back to the names. */
export function putLabel(state: LabelState, label: number, part: number): [LabelState, LabelEvent] {
  const placed = state.placed.map((old, i) => (i === part ? label : old === label ? null : old));
  return [
    { placed, picked: null },
    { kind: "placed", label, part },
  ];
}

export function tapChip(state: LabelState, label: number): [LabelState, LabelEvent] {
  const { picked, placed } = state;
  if (picked?.kind === "chip" && picked.index === label) return [{ placed, picked: null }, { kind: "unpicked" }];
  if (picked?.kind === "place") return putLabel(state, label, picked.index);
  const part = placed.indexOf(label);
  if (part >= 0)
    return [
      { placed: placed.map((old, i) => (i === part ? null : old)), picked: null },
      { kind: "taken", label, part },
    ];
  return [
    { placed, picked: { kind: "chip", index: label } },
    { kind: "pickedChip", label },
  ];
}

export function tapPlace(state: LabelState, part: number): [LabelState, LabelEvent] {
  const { picked, placed } = state;
  if (picked?.kind === "chip") return putLabel(state, picked.index, part);
  const label = placed[part];
  if (label != null)
    return [
      { placed: placed.map((old, i) => (i === part ? null : old)), picked: null },
      { kind: "taken", label, part },
    ];
  if (picked?.kind === "place" && picked.index === part) return [{ placed, picked: null }, { kind: "unpicked" }];
  return [
    { placed, picked: { kind: "place", index: part } },
    { kind: "pickedPlace", part },
  ];
}

/** Match: for each left item, the index of the right item joined to it (one to one). */
export type Side = "left" | "right";
export type MatchState = { pairs: (number | null)[]; picked: { side: Side; index: number } | null };
export type MatchEvent =
  | { kind: "picked"; side: Side; index: number }
  | { kind: "joined"; left: number; right: number }
  | { kind: "split"; left: number; right: number }
  | { kind: "unpicked" };

export const matchStart = (left: number): MatchState => ({ pairs: Array.from({ length: left }, () => null), picked: null });

export function tapMatch(state: MatchState, side: Side, index: number): [MatchState, MatchEvent] {
  const { pairs, picked } = state;
  if (picked && picked.side !== side) {
    const [left, right] = side === "left" ? [index, picked.index] : [picked.index, index];
    // Either item's old partner is left alone.
    return [
      { pairs: pairs.map((p, i) => (i === left ? right : p === right ? null : p)), picked: null },
      { kind: "joined", left, right },
    ];
  }
  const left = side === "left" ? index : pairs.indexOf(index);
  const right = side === "left" ? pairs[index] : index;
  if (left >= 0 && right != null) {
    return [
      { pairs: pairs.map((p, i) => (i === left ? null : p)), picked: null },
      { kind: "split", left, right },
    ];
  }
  if (picked && picked.index === index) return [{ pairs, picked: null }, { kind: "unpicked" }];
  return [
    { pairs, picked: { side, index } },
    { kind: "picked", side, index },
  ];
}

/**
 * The places' points on a picture drawn `width` × `height` px, pushed apart where two would be closer than `gap`
 * px (their squares' distance: a 64 px place and 8 px between): two parts close together on a small picture
 * still make two targets a finger can tell apart. Each pair moves apart along its wider axis, half each, in a few
 * rounds; the points stay on the picture. In and out in percent.
 */
export function spreadPlaces(points: readonly { x: number; y: number }[], width: number, height: number, gap = 72) {
  if (width <= 0 || height <= 0) return points.map(({ x, y }) => ({ x, y }));
  const px = points.map(({ x, y }) => ({ x: (x / 100) * width, y: (y / 100) * height }));
  const pushed = new Set<number>();
  for (let round = 0; round < 8; round++) {
    let moved = false;
    for (let i = 0; i < px.length; i++)
      for (let j = i + 1; j < px.length; j++) {
        const a = px[i] as { x: number; y: number };
        const b = px[j] as { x: number; y: number };
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        if (Math.max(Math.abs(dx), Math.abs(dy)) >= gap - 0.01) continue;
        moved = true;
        pushed.add(i).add(j);
        const axis = Math.abs(dx) > Math.abs(dy) ? "x" : "y";
        const d = axis === "x" ? dx : dy;
        const push = (gap - Math.abs(d)) / 2;
        const sign = d < 0 ? -1 : 1;
        a[axis] -= sign * push;
        b[axis] += sign * push;
      }
    for (const p of px) {
      p.x = Math.min(width, Math.max(0, p.x));
      p.y = Math.min(height, Math.max(0, p.y));
    }
    if (!moved) break;
  }
  return px.map(({ x, y }, i) =>
    pushed.has(i) ? { x: (x / width) * 100, y: (y / height) * 100 } : { ...(points[i] as { x: number; y: number }) },
  );
}
