import { UPLOAD_MAX_BYTES } from "../../../common/constants.ts";
import { RICH_TEXT_IMAGE_TYPES, STORED_IMAGE_PATH } from "../../../common/rich-text.ts";

/**
 * The checks of the editor's modals (spec §5: a link needs text and a valid URL, a heading its text, an image
 * an accepted format), as pure functions. Each answers the message key of every refused field.
 */

export type ModalErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The address a link may take: an absolute http(s) URL whose host has a dot (`https://escuela` is a typo, not
 * a site), written as the URL parser writes it; null for anything else. The server checks links again.
 */
export function webUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.hostname.includes(".") && !url.hostname.startsWith(".") && !url.hostname.endsWith(".") ? url.href : null;
  } catch {
    return null;
  }
}

export function linkErrors({ text, url }: { text: string; url: string }): ModalErrors<"text" | "url"> {
  const errors: ModalErrors<"text" | "url"> = {};
  if (!text.trim()) errors.text = "editor.errors.required";
  if (!url.trim()) errors.url = "editor.errors.required";
  else if (!webUrl(url)) errors.url = "editor.errors.urlInvalid";
  return errors;
}

export function headingErrors({ text }: { text: string }): ModalErrors<"text"> {
  return text.trim() ? {} : { text: "editor.errors.required" };
}

/** A chosen file judged by its declared type and size (the server judges the bytes). */
export function imageErrors({ file }: { file: { size: number; type: string } | null | undefined }): ModalErrors<"file"> {
  if (!file || file.size === 0) return { file: "editor.errors.imageRequired" };
  if (!RICH_TEXT_IMAGE_TYPES.includes(file.type)) return { file: "editor.errors.imageInvalid" };
  if (file.size > UPLOAD_MAX_BYTES) return { file: "editor.errors.imageTooLarge" };
  return {};
}

/** Whether an upload's answer is a path the sanitiser keeps (anything else would vanish on saving). */
export const isStoredImage = (path: unknown): path is string => typeof path === "string" && STORED_IMAGE_PATH.test(path);
