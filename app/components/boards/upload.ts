import type { Board } from "../../../common/boards/boards.ts";
import { type HexImage, parseIntelHex } from "../../../common/boards/intel-hex.ts";
import { type UploadProgress, uploadStk500 } from "../../../common/boards/stk500.ts";
import { type FailureMessage, failureMessage } from "./failures.ts";
import { openSerialLink, type WebSerialPort } from "./web-serial.ts";

/**
 * The uploader's own chunk, loaded when a teacher picks a file or presses "Upload": the HEX parser, the STK500
 * uploader and the Web Serial glue stay out of the page until then.
 */

export type Checked = { ok: true; image: HexImage } | { ok: false; failure: FailureMessage };

/** A program's text checked as Intel HEX that fits the board's flash. */
export function checkProgram(text: string, board: Pick<Board, "flashBytes">): Checked {
  const parsed = parseIntelHex(text, { maxBytes: board.flashBytes });
  return parsed.ok ? { ok: true, image: parsed.image } : { ok: false, failure: failureMessage(parsed.error) };
}

export type Uploaded = { ok: true; bytes: number } | { ok: false; failure: FailureMessage };

/** Opens the chosen port at the board's speed, uploads and verifies the image, and always closes the port. */
export async function uploadProgram(
  port: WebSerialPort,
  board: Board,
  image: HexImage,
  onProgress: (progress: UploadProgress) => void,
): Promise<Uploaded> {
  let link: Awaited<ReturnType<typeof openSerialLink>>;
  try {
    link = await openSerialLink(port, board.baudRate);
  } catch (error) {
    return { ok: false, failure: failureMessage({ code: "upload.portError", message: (error as Error).message }) };
  }
  try {
    const result = await uploadStk500(link, { board, image, onProgress });
    return result.ok ? result : { ok: false, failure: failureMessage(result.error) };
  } finally {
    await link.close();
  }
}

export { failureMessage };
