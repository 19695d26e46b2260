import { fileTypeFromBuffer } from "file-type";
import { type AcceptedMedia, checkMedia, MEDIA_MAX_BYTES, MediaRefused, type MediaUpload } from "./media.ts";

/**
 * Signed documents (the Europe super-challenge's image-rights forms): a PDF, or a photo or scan of the paper
 * (an image, re-encoded like any other). 10 MB each, the type judged by content. A PDF is kept as sent, so
 * it is stored only where /uploads/ never serves it (storage.ts PRIVATE_AREA) and handed to staff as a
 * download (`attachment`, `nosniff`, a sandboxing CSP), never shown inline by the product.
 */
export type AcceptedDocument = { kind: "pdf"; bytes: Uint8Array } | { kind: "image"; bytes: Uint8Array; media: AcceptedMedia };

/** Markup near the start: what a browser that ignored the type might read the file as. */
const MARKUP = /<(script|html|body|head|iframe|svg|object|embed|!doctype)[\s/>]/i;
const SNIFFED_BYTES = 1024;

/** Throws MediaRefused (the specification's messages) for anything but a PDF or an accepted image within 10 MB. */
export async function checkDocument(upload: MediaUpload): Promise<AcceptedDocument> {
  const size = upload instanceof Uint8Array ? upload.byteLength : upload.size;
  if (size > MEDIA_MAX_BYTES) throw new MediaRefused("tooLarge", `${size} bytes`);
  const bytes = upload instanceof Uint8Array ? upload : new Uint8Array(await upload.arrayBuffer());
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new MediaRefused("tooLarge", `${bytes.byteLength} bytes`);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === "pdf") {
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFFED_BYTES)).toString("latin1");
    if (MARKUP.test(head)) throw new MediaRefused("formatInvalid", "a PDF that is also markup");
    return { kind: "pdf", bytes };
  }
  const checked = await checkMedia(bytes);
  if (checked.media.kind !== "image") throw new MediaRefused("formatInvalid", "a video is no document");
  return { kind: "image", ...checked };
}
