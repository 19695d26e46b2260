import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/**
 * Streams one formation file from the downloads folder. The name comes from the downloads table (never
 * straight from the address), and is checked again to be a plain name inside the folder.
 */
export async function fileResponse(dir: string, file: { fileName: string; mimeType: string }): Promise<Response | null> {
  const name = path.basename(file.fileName);
  const root = path.resolve(dir);
  const full = path.resolve(root, name);
  if (name !== file.fileName || path.dirname(full) !== root) return null;
  let size: number;
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    size = info.size;
  } catch {
    return null;
  }
  // Names are lower-case words and dashes; anything else would not be safe in the header.
  const safeName = name.replace(/[^a-z0-9._-]/gi, "-");
  const body = Readable.toWeb(createReadStream(full)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "content-type": file.mimeType,
      "content-length": String(size),
      "content-disposition": `attachment; filename="${safeName}"`,
      "x-content-type-options": "nosniff",
      // Licence-only material: not for shared caches.
      "cache-control": "private, no-store",
    },
  });
}
