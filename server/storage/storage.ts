import { randomBytes } from "node:crypto";

/**
 * Where uploaded files live (decision 029): the data folder by default (local-storage.ts), S3-compatible
 * object storage when its settings are given (s3-storage.ts), so that several server processes share them.
 * Callers name files by key and never see which backend holds them.
 */
export type Storage = {
  /** Writes (or replaces) a file whole: a reader sees the old file or the new one, never part of one. */
  put: (key: string, bytes: Uint8Array, contentType: MediaContentType) => Promise<void>;
  /** The file, or the part `range` asks for; null when there is no such file. */
  get: (key: string, range?: ByteRange) => Promise<StoredFile | null>;
  /** Deletes a file; one already gone is not an error. */
  remove: (key: string) => Promise<void>;
};

/**
 * Bytes `start` to `end` inclusive (`end` left out: to the last byte), as HTTP's `Range` asks. Not the last n
 * bytes (`bytes=-n`): browsers seek in a video with `start-`, and s3rver, the tests' S3, gets suffixes wrong.
 */
export type ByteRange = { start: number; end?: number };

export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  contentType: MediaContentType;
  /** The whole file's size in bytes, whatever part `body` carries. */
  size: number;
  /** The part `body` carries (inclusive), or null for the whole file: a range the file cannot satisfy gets it whole. */
  range: { start: number; end: number } | null;
};

/**
 * The only kinds of files stored, by the extension their key ends in: the key decides the type a file is
 * served with, so a file can never be served as HTML or script, whatever its bytes. PDFs (the Europe
 * super-challenge's image-rights documents) are kept only under PRIVATE_AREA: /uploads/ never serves one.
 */
export const MEDIA_TYPES = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  mp4: "video/mp4",
  avi: "video/x-msvideo",
  pdf: "application/pdf",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;
export type MediaContentType = (typeof MEDIA_TYPES)[MediaExtension];

/**
 * Keys are lower-case path segments of letters, digits, `.`, `_` and `-`, each starting with a letter or
 * digit (no `..`, no hidden or temporary files), ending in one of MEDIA_TYPES' extensions.
 */
const KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.([a-z0-9]+)$/;
const KEY_MAX_LENGTH = 200;

/** The content type a key's file is stored and served with, or null when the key is not one this storage accepts. */
export function contentTypeOfKey(key: string): MediaContentType | null {
  if (key.length > KEY_MAX_LENGTH) return null;
  const extension = KEY.exec(key)?.[1];
  return extension && Object.hasOwn(MEDIA_TYPES, extension) ? MEDIA_TYPES[extension as MediaExtension] : null;
}

/** Refuses, as a programming error, a key outside the layout or a type its extension does not name. */
export function assertKey(key: string, contentType?: MediaContentType): void {
  const type = contentTypeOfKey(key);
  if (!type) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  if (contentType && contentType !== type) throw new Error(`${key} is stored as ${type}, not ${contentType}`);
}

/** A new key `<area>/<32 random hex>.<extension>`: 128 random bits, so a file's address cannot be guessed. */
export function newKey(area: string, extension: MediaExtension): string {
  const key = `${area}/${randomBytes(16).toString("hex")}.${extension}`;
  assertKey(key);
  return key;
}

/** The same file's companion (`<key without extension>.<variant>.<extension>`): a thumbnail, a poster, a conversion. */
export function variantKey(key: string, variant: string, extension: MediaExtension): string {
  const variantOf = `${key.slice(0, key.lastIndexOf("."))}.${variant}.${extension}`;
  assertKey(variantOf);
  return variantOf;
}

/** Uploads waiting for processing: the users' own bytes, never served (serve.ts). */
export const INCOMING_AREA = "incoming";

/**
 * Files only staff may open, through their own routes (the Europe super-challenge's entries: decision 035);
 * /uploads/ never serves them (serve.ts).
 */
export const PRIVATE_AREA = "private";

/** Whether /uploads/ may serve a key's file: not an upload awaiting processing, not a private file, never a document. */
export function isPublicKey(key: string): boolean {
  return !key.startsWith(`${INCOMING_AREA}/`) && !key.startsWith(`${PRIVATE_AREA}/`) && contentTypeOfKey(key) !== MEDIA_TYPES.pdf;
}

/** Files are served at `/uploads/<key>`. */
export const UPLOADS_PATH = "/uploads/";
export const publicPathOf = (key: string) => `${UPLOADS_PATH}${key}`;
/** The key behind a public path, or null when the path is not one of a stored file. */
export function keyOfPublicPath(publicPath: string): string | null {
  if (!publicPath.startsWith(UPLOADS_PATH)) return null;
  const key = publicPath.slice(UPLOADS_PATH.length);
  return contentTypeOfKey(key) ? key : null;
}
