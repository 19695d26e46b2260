/**
 * The editor toolbar's icons, drawn for it on the same 24 × 24 grid and in the same way as ../icons/shapes.ts
 * (one SVG path of round strokes, drawn by <Icon>). Every button also says what it does in words.
 */
export const bold = "M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z";
export const italic = "M10 5h8M6 19h8M15 5 9 19";
export const underline = "M7 4v7a5 5 0 0 0 10 0V4M5 20h14";
export const strike =
  "M16 7c-.6-1.3-2-2-4-2-2.5 0-4 1.3-4 3 0 1.3.8 2.3 2.5 3M4 12h16M8 17c.6 1.3 2 2 4 2 2.6 0 4.2-1.3 4.2-3.2 0-.6-.1-1.1-.4-1.6";
export const heading = "M4 5v14M13 5v14M4 12h9M17 12.5l2.5-1.5V19";
export const bulletList = "M4 6h.01M4 12h.01M4 18h.01M9 6h11M9 12h11M9 18h11";
export const orderedList = "M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.2c.3-.6.9-.9 1.5-.8.7.1 1.1.6 1 1.3-.1.9-2.5 2-2.5 3.3H6";
export const quote = "M5 18v-5.5C5 9.5 6.5 7.5 9 7M5 12.5h4V18H5M14 18v-5.5c0-3 1.5-5 4-5.5M14 12.5h4V18h-4";
export const link = "M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1-1";
export const image = "M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01";
export const undo = "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11";
export const redo = "M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13";
