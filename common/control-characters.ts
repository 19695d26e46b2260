// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_BUT_TEXT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Whether a text holds a C0 control character or DEL: no text of the product holds them (PostgreSQL
 * refuses NUL, the others hide things in names and logs). Written text may hold tabs and line breaks;
 * an address may not.
 */
export function hasControlCharacter(text: string, { textBreaks }: { textBreaks: boolean }): boolean {
  return (textBreaks ? CONTROL_BUT_TEXT_BREAKS : ANY_CONTROL).test(text);
}

/**
 * What a one-line field (a name, a title, a subject, a code…) may not hold (issue 31, 3.8): any C0 or C1 control
 * character (line breaks and tabs among them), DEL, the Unicode line and paragraph separators, and the invisible
 * characters that reorder or hide text — zero-width spaces and joiners, the bidirectional marks, embeddings,
 * overrides and isolates (U+200B–U+200F, U+202A–U+202E, U+2066–U+2069), the byte-order mark and the Arabic letter
 * mark. "Ana\r\nBcc: x" would reach an email's body as two lines; "Ana\u202Eetov" reads backwards.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

/** Whether a text may stand in a one-line field (see NOT_ONE_LINE). */
export function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** The field error of a one-line field that holds a line break or an invisible control (common to every form). */
export const ONE_LINE_ERROR = "errors.oneLine";
