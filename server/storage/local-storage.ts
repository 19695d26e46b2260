import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertKey, type ByteRange, contentTypeOfKey, type Storage } from "./storage.ts";

/**
 * Files in a folder (DATA_DIR/uploads), a key's segments as its path. The key's extension is its content
 * type (storage.ts), so nothing is kept beside a file; what the folder holds that is not a valid key is
 * never read or written through this storage.
 */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    async put(key, bytes, contentType) {
      assertKey(key, contentType);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed over: readers never see half a file. The dot keeps it out of any key.
      const temporary = path.join(path.dirname(file), `.tmp-${randomBytes(8).toString("hex")}`);
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // Size and bytes from the same open file: a replacement renamed in meanwhile does not mix in.
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const part = range ? resolveRange(range, stats.size) : null;
        const stream = handle.createReadStream({ start: part?.start, end: part?.end });
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, contentType, size: stats.size, range: part };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The bytes a range names within a file of `size` bytes, or null when it names none of them. */
function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
