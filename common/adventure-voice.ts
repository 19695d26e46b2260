import type { Language } from "./languages.ts";

/**
 * The adventure's recorded voice (issue 33, decision 056): every text a pupil can hear (a question's prompt, each
 * option, the setup's names, the instructions) is also a short recording served from
 * public/audio/adventure/<lang>/<hash>.mp3, played where the browser has no voice for the key's language. The
 * file's name comes from the text alone, so the page and the script that records the files agree without a list.
 */

/** One way of writing a text: spaces folded, ends trimmed (the recording does not change with them). */
export const spokenForm = (text: string) => text.replace(/\s+/g, " ").trim();

/** FNV-1a over the UTF-16 units, 32 bits, from a given start: two starts make a 64-bit name. */
function fnv1a(text: string, start: number): string {
  let hash = start >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** The recording's name for a text: 16 hex digits. */
export function voiceName(text: string): string {
  const form = spokenForm(text);
  return fnv1a(form, 0x811c9dc5) + fnv1a(form, 0x01234567);
}

/** Where a text's recording is served. */
export const voiceFile = (lang: Language, text: string) => `/audio/adventure/${lang}/${voiceName(text)}.mp3`;
