import type { EuropeEditionRules } from "../../../common/challenges.ts";
import { type EuropeFileKind, type EuropePeopleShown, europeFileCountErrors } from "../../../common/europe-challenge.ts";
import { type AcceptedDocument, checkDocument } from "../../storage/documents.ts";
import { type AcceptedMedia, checkMedia, MediaRefused, processImage } from "../../storage/media.ts";
import { type MediaContentType, type MediaExtension, newKey, PRIVATE_AREA, type Storage } from "../../storage/storage.ts";

/**
 * A Europe entry's files (sections 3, 5 and 9; decision 035): one video within the edition's length, 3 to 5
 * photos, and, when people appear with permissions, the image-rights documents of the under-14s and the
 * over-14s. 10 MB each, judged by content. Photos (and documents sent as pictures) are re-encoded as the
 * gallery's are; the video (checked by ffprobe) and PDFs are kept as sent. All of them live under a private
 * area /uploads/ never serves: staff download them through their own route.
 */

export const EUROPE_FILES_AREA = `${PRIVATE_AREA}/europe-challenge`;

/** An upload as Yoga hands it to a resolver (a web File). */
export type EuropeUpload = Pick<File, "size" | "arrayBuffer" | "name">;

export type EuropeUploads = {
  video?: EuropeUpload | null;
  photos?: readonly EuropeUpload[] | null;
  rightsUnder14?: EuropeUpload | null;
  rightsOver14?: EuropeUpload | null;
};

/** A file checked and ready to store, with its field's name for messages. */
type Checked =
  | { kind: EuropeFileKind; fileName: string; as: "media"; bytes: Uint8Array; media: AcceptedMedia }
  | { kind: EuropeFileKind; fileName: string; as: "document"; document: AcceptedDocument };

/** A row of europe_challenge_files, without its entry. */
export type NewEuropeFile = {
  kind: EuropeFileKind;
  storageKey: string;
  fileName: string;
  contentType: MediaContentType;
  bytes: number;
  durationSeconds: number | null;
  position: number;
};

const present = (upload: EuropeUpload | null | undefined): upload is EuropeUpload => !!upload && upload.size > 0;

/** The rules that need no file's content: how many of each there are. Messages by field. */
export function countFiles(uploads: EuropeUploads, peopleShown: unknown): Record<string, string> {
  const counts = {
    video: present(uploads.video),
    photos: (uploads.photos ?? []).filter(present).length,
    rightsUnder14: present(uploads.rightsUnder14),
    rightsOver14: present(uploads.rightsOver14),
  };
  return europeFileCountErrors(counts, peopleShown);
}

/**
 * Reads every file's content (after countFiles passed): the video's type and length, the photos' type, the
 * documents' type. Answers them ready to store, or the messages by field. Rights documents are kept only when
 * people appear with permissions.
 */
export async function checkFiles(
  uploads: EuropeUploads,
  rules: EuropeEditionRules,
  peopleShown: EuropePeopleShown,
): Promise<{ files: Checked[]; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  const files: Checked[] = [];
  const refuse = (field: string, error: unknown) => {
    if (!(error instanceof MediaRefused)) throw error;
    fields[field] = error.messageKey;
  };
  if (present(uploads.video)) {
    try {
      const { bytes, media } = await checkMedia(uploads.video);
      const seconds = media.durationSeconds ?? 0;
      if (media.kind !== "video" || !(seconds > 0)) fields.video = "files.formatInvalid";
      // Measured to the second, as players show a clip's length.
      else if (Math.round(seconds) > rules.videoMaxSeconds) fields.video = "europeChallenge.errors.videoTooLong";
      else files.push({ kind: "video", fileName: uploads.video.name, as: "media", bytes, media });
    } catch (error) {
      refuse("video", error);
    }
  }
  for (const photo of (uploads.photos ?? []).filter(present)) {
    try {
      const { bytes, media } = await checkMedia(photo);
      if (media.kind !== "image") {
        fields.photos = "files.formatInvalid";
        break;
      }
      files.push({ kind: "photo", fileName: photo.name, as: "media", bytes, media });
    } catch (error) {
      refuse("photos", error);
      break;
    }
  }
  if (peopleShown === "permissions") {
    for (const kind of ["rightsUnder14", "rightsOver14"] as const) {
      const upload = uploads[kind];
      if (!present(upload)) continue;
      try {
        files.push({ kind, fileName: upload.name, as: "document", document: await checkDocument(upload) });
      } catch (error) {
        refuse(kind, error);
      }
    }
  }
  return { files, fields };
}

/**
 * Stores checked files under the private area: answers their rows and the keys written. On a failure midway it
 * removes what it wrote before throwing; the caller removes `keys` if what follows (the transaction) fails.
 */
export async function storeFiles(storage: Storage, files: readonly Checked[]): Promise<{ rows: NewEuropeFile[]; keys: string[] }> {
  const rows: NewEuropeFile[] = [];
  const keys: string[] = [];
  const positions = new Map<EuropeFileKind, number>();
  try {
    for (const file of files) {
      const position = positions.get(file.kind) ?? 0;
      positions.set(file.kind, position + 1);
      const { bytes, extension, contentType, durationSeconds } = await storedForm(file);
      const key = newKey(EUROPE_FILES_AREA, extension);
      await storage.put(key, bytes, contentType);
      keys.push(key);
      rows.push({
        kind: file.kind,
        storageKey: key,
        fileName: downloadName(file.fileName, file.kind, extension),
        contentType,
        bytes: bytes.byteLength,
        durationSeconds,
        position,
      });
    }
  } catch (error) {
    await removeFiles(storage, keys);
    throw error;
  }
  return { rows, keys };
}

async function storedForm(
  file: Checked,
): Promise<{ bytes: Uint8Array; extension: MediaExtension; contentType: MediaContentType; durationSeconds: number | null }> {
  if (file.as === "document" && file.document.kind === "pdf") {
    return { bytes: file.document.bytes, extension: "pdf", contentType: "application/pdf", durationSeconds: null };
  }
  const { bytes, media } = file.as === "media" ? file : (file.document as Extract<AcceptedDocument, { kind: "image" }>);
  if (media.kind === "video") {
    return { bytes, extension: media.extension, contentType: media.contentType, durationSeconds: Math.round(media.durationSeconds ?? 0) };
  }
  const { image } = await processImage(bytes, media);
  return { bytes: image.bytes, extension: "webp", contentType: "image/webp", durationSeconds: null };
}

/** Removes stored files (nothing is kept of a refused or failed submission); a file already gone is no error. */
export async function removeFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.remove(key).catch(() => {});
}

/**
 * The name staff download a file under: the sender's name without its path, accents or unusual characters,
 * ending in the stored type's extension (a photo is a WebP once re-encoded).
 */
export function downloadName(original: string, kind: EuropeFileKind, extension: MediaExtension): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const stem = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
  const clean = stem
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9 _-]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${clean || kind}.${extension}`;
}
