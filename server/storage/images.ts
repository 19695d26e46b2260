import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { IMAGE_TYPES } from "../../common/schemas/profile.ts";
import { logger } from "../logger.ts";
import { newKey, publicPathOf, type Storage } from "./storage.ts";

/** The upload is not an image of an accepted format (judged by its content), or it cannot be decoded. */
export class InvalidImage extends Error {
  constructor() {
    super("invalid image");
    this.name = "InvalidImage";
  }
}

/** Bigger images than this are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The accepted type detected from the bytes themselves, whatever the file's name or declared type say. */
export async function detectImageType(bytes: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type && IMAGE_TYPES.includes(type.mime) ? type.mime : null;
}

/**
 * Re-encodes an accepted image as WebP: turned upright by its EXIF orientation, shrunk to fit a
 * square of `maxSide`, and with no metadata left (photos must not tell where or with what they were taken).
 */
export async function toWebp(bytes: Uint8Array, maxSide: number): Promise<Buffer> {
  if (!(await detectImageType(bytes))) throw new InvalidImage();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt content behind a valid signature.
    throw new InvalidImage();
  }
}

/** Public paths of the files this store writes; nothing else is ever deleted through it. */
const STORED = /^\/uploads\/(profiles\/[0-9a-f]{32}\.webp)$/;

export type ImageStore = {
  /** Stores a profile photo under a random name and returns its public path, `/uploads/profiles/<name>.webp`. */
  saveProfilePhoto: (webp: Buffer) => Promise<string>;
  /** Deletes a file this store wrote; anything else (a provider's photo address, null) is left alone. */
  remove: (publicPath: string | null | undefined) => Promise<void>;
  /** The storage key behind a public path, or null when the path is not one this store writes. */
  keyOf: (publicPath: string) => string | null;
};

/** A stored profile photo's key from its public path; null for anything else. */
export const profilePhotoKeyOf = (publicPath: string): string | null => STORED.exec(publicPath)?.[1] ?? null;

/** Profile photos in the storage (decision 029), under `profiles/`, served at /uploads/. */
export function createImageStore(storage: Storage): ImageStore {
  const keyOf = profilePhotoKeyOf;
  return {
    keyOf,
    async saveProfilePhoto(webp) {
      const key = newKey("profiles", "webp");
      await storage.put(key, webp, "image/webp");
      return publicPathOf(key);
    },
    async remove(publicPath) {
      const key = publicPath ? keyOf(publicPath) : null;
      if (!key) return;
      try {
        await storage.remove(key);
      } catch (error) {
        // The database no longer points at it; a leftover file is logged, not shown to the user.
        logger.error({ err: error, key }, "could not delete an uploaded image");
      }
    },
  };
}
