/** Colours of the covers: the site's theme tokens (app/app.css) and the category pill colours. */
export const C = {
  navy: "#1d3557",
  ink: "#1d2b3a",
  sun: "#ffd166",
  coral: "#c9184a",
  pink: "#ef476f",
  mint: "#06d6a0",
  teal: "#0b6e69",
  sky: "#8ecae6",
  blue: "#0a6c8f",
  cream: "#fff8ec",
  white: "#ffffff",
  lilac: "#c4b5fd",
  peach: "#f4a261",
  grey: "#dbe4f0",
} as const;

/** Deterministic pseudo-random numbers from a text, so each slug always draws the same picture. */
export function randomFrom(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h += 0x6d2b79f5;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}
