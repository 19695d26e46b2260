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
