/**
 * Uploading a program to an ATmega328P/PB board's serial bootloader (Optiboot, or the older ATmegaBOOT) with the
 * STK500 version 1 protocol, the way avrdude's "arduino" programmer does (decision 037): reset through DTR/RTS, sync,
 * signature, program mode, a page at a time, then every page read back and compared. The serial port is abstract, so
 * the same code runs over Web Serial in the browser and against the simulated board in tests.
 */
import type { Board } from "./boards.ts";
import type { HexImage } from "./intel-hex.ts";

/** Command and reply bytes, as Atmel's AVR061 (STK500 communication protocol) and Optiboot's stk500.h name them. */
export const STK = {
  OK: 0x10,
  INSYNC: 0x14,
  NOSYNC: 0x15,
  CRC_EOP: 0x20,
  GET_SYNC: 0x30,
  GET_SIGN_ON: 0x31,
  GET_PARAMETER: 0x41,
  SET_DEVICE: 0x42,
  SET_DEVICE_EXT: 0x45,
  ENTER_PROGMODE: 0x50,
  LEAVE_PROGMODE: 0x51,
  LOAD_ADDRESS: 0x55,
  UNIVERSAL: 0x56,
  PROG_PAGE: 0x64,
  READ_PAGE: 0x74,
  READ_SIGN: 0x75,
  /** Memory type of PROG_PAGE / READ_PAGE: 'F' flash. */
  FLASH: 0x46,
} as const;

export type SerialSignals = { dataTerminalReady?: boolean; requestToSend?: boolean };

/** The little a serial port must do; Web Serial's glue and the simulator both provide it. */
export interface SerialLink {
  write(bytes: Uint8Array): Promise<void>;
  /** The bytes that arrived (at least one), or null when none came within timeoutMs. */
  read(timeoutMs: number): Promise<Uint8Array | null>;
  setSignals?(signals: SerialSignals): Promise<void>;
}

export type UploadStep = "signature" | "enterProgmode" | "loadAddress" | "programPage" | "readPage" | "leaveProgmode";

export type UploadError =
  | { code: "upload.noPort" }
  /** The image does not fit the board's program flash. */
  | { code: "upload.tooLarge"; size: number; max: number }
  /** No bootloader answered the sync after every attempt: wrong port, wrong speed, board busy or not reset. */
  | { code: "upload.noAnswer"; attempts: number }
  /** The bootloader's signature is not the chosen board's microcontroller. */
  | { code: "upload.wrongBoard"; expected: number[]; got: number[] }
  | { code: "upload.verifyMismatch"; address: number; expected: number; got: number }
  /** A reply out of the protocol mid-upload (`got` empty: nothing came in time). */
  | { code: "upload.protocol"; step: UploadStep; got: number[] }
  /** The port itself failed (unplugged, closed). */
  | { code: "upload.portError"; message: string };

export type UploadProgress = { phase: "write" | "verify"; done: number; total: number };

export type UploadResult = { ok: true; bytes: number } | { ok: false; error: UploadError };

export type UploadOptions = {
  board: Pick<Board, "signature" | "pageBytes" | "flashBytes">;
  image: HexImage;
  onProgress?: (progress: UploadProgress) => void;
  /** avrdude's MAX_SYNC_ATTEMPTS. */
  syncAttempts?: number;
  /** How long to wait for each reply. Optiboot's watchdog restarts the program after 1 s of silence. */
  timeoutMs?: number;
  /** Waits between the reset's signal changes; tests pass one that does not wait. */
  delay?: (ms: number) => Promise<void>;
};

const SYNC_ATTEMPTS = 10;
const TIMEOUT_MS = 500;
const DRAIN_MS = 10;

class Failure extends Error {
  readonly error: UploadError;
  constructor(error: UploadError) {
    super(error.code);
    this.error = error;
  }
}

/** Reads exact byte counts from a port whose reads return whatever arrived. */
class Reader {
  private pending: number[] = [];
  private readonly port: SerialLink;
  private readonly timeoutMs: number;
  constructor(port: SerialLink, timeoutMs: number) {
    this.port = port;
    this.timeoutMs = timeoutMs;
  }

  /** Up to `count` bytes: fewer when the board fell silent. */
  async take(count: number): Promise<number[]> {
    while (this.pending.length < count) {
      const chunk = await this.port.read(this.timeoutMs);
      if (!chunk) break;
      this.pending.push(...chunk);
    }
    return this.pending.splice(0, count);
  }

  async drain(): Promise<void> {
    this.pending = [];
    while (await this.port.read(DRAIN_MS));
  }
}

export async function uploadStk500(port: SerialLink | null | undefined, options: UploadOptions): Promise<UploadResult> {
  if (!port) return { ok: false, error: { code: "upload.noPort" } };
  const { board, image } = options;
  if (image.end > board.flashBytes) return { ok: false, error: { code: "upload.tooLarge", size: image.end, max: board.flashBytes } };
  try {
    return { ok: true, bytes: await upload(port, options) };
  } catch (cause) {
    if (cause instanceof Failure) return { ok: false, error: cause.error };
    return { ok: false, error: { code: "upload.portError", message: cause instanceof Error ? cause.message : String(cause) } };
  }
}

async function upload(port: SerialLink, options: UploadOptions): Promise<number> {
  const { board, image, onProgress } = options;
  const delay = options.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const reader = new Reader(port, options.timeoutMs ?? TIMEOUT_MS);
  const send = (bytes: number[]) => port.write(Uint8Array.from(bytes));

  /** One command: its bytes and CRC_EOP out; INSYNC, `replyBytes` of data and OK back. */
  const command = async (step: UploadStep, bytes: number[], replyBytes = 0): Promise<number[]> => {
    await send([...bytes, STK.CRC_EOP]);
    const reply = await reader.take(replyBytes + 2);
    if (reply.length < replyBytes + 2 || reply[0] !== STK.INSYNC || reply[replyBytes + 1] !== STK.OK) {
      throw new Failure({ code: "upload.protocol", step, got: reply });
    }
    return reply.slice(1, 1 + replyBytes);
  };

  // Reset as avrdude's arduino_open does: the lines released long enough to empty the board's reset capacitor, then a
  // short pulse (the capacitor turns its edge into the reset), then time for the bootloader to start.
  const reset = async (settleMs: number) => {
    if (!port.setSignals) return;
    await port.setSignals({ dataTerminalReady: true, requestToSend: true });
    await port.setSignals({ dataTerminalReady: false, requestToSend: false });
    await delay(settleMs);
  };
  if (port.setSignals) {
    await port.setSignals({ dataTerminalReady: false, requestToSend: false });
    await delay(250);
  }
  await reset(100);
  await reader.drain();

  // Sync as avrdude's stk500_getsync: twice to clear line noise, then attempts, each after a fresh reset.
  const sync = [STK.GET_SYNC, STK.CRC_EOP];
  for (let i = 0; i < 2; i++) {
    await send(sync);
    await reader.drain();
  }
  const attempts = options.syncAttempts ?? SYNC_ATTEMPTS;
  let inSync = false;
  for (let attempt = 0; attempt < attempts && !inSync; attempt++) {
    if (attempt > 0) {
      await reset(20);
      await reader.drain();
    }
    await send(sync);
    const reply = await reader.take(2);
    inSync = reply[0] === STK.INSYNC && reply[1] === STK.OK;
  }
  if (!inSync) throw new Failure({ code: "upload.noAnswer", attempts });

  const signature = await command("signature", [STK.READ_SIGN], 3);
  if (signature.some((byte, i) => byte !== board.signature[i])) {
    throw new Failure({ code: "upload.wrongBoard", expected: [...board.signature], got: signature });
  }

  await command("enterProgmode", [STK.ENTER_PROGMODE]);
  const pages = pagesOf(image, board.pageBytes);
  const total = pages.reduce((sum, page) => sum + page.bytes.length, 0);
  // Addresses are in 16-bit words, low byte first; sizes are in bytes, high byte first (AVR061).
  const loadAddress = (address: number) => command("loadAddress", [STK.LOAD_ADDRESS, (address >> 1) & 0xff, (address >> 9) & 0xff]);

  let done = 0;
  onProgress?.({ phase: "write", done, total });
  for (const page of pages) {
    await loadAddress(page.address);
    const size = page.bytes.length;
    await command("programPage", [STK.PROG_PAGE, size >> 8, size & 0xff, STK.FLASH, ...page.bytes]);
    done += size;
    onProgress?.({ phase: "write", done, total });
  }

  done = 0;
  onProgress?.({ phase: "verify", done, total });
  for (const page of pages) {
    await loadAddress(page.address);
    const size = page.bytes.length;
    const read = await command("readPage", [STK.READ_PAGE, size >> 8, size & 0xff, STK.FLASH], size);
    const at = read.findIndex((byte, i) => byte !== page.bytes[i]);
    if (at >= 0) {
      // Leave the bootloader tidy before reporting; the mismatch is the news, not a failure to leave.
      await command("leaveProgmode", [STK.LEAVE_PROGMODE]).catch(() => undefined);
      throw new Failure({ code: "upload.verifyMismatch", address: page.address + at, expected: page.bytes[at]!, got: read[at]! });
    }
    done += size;
    onProgress?.({ phase: "verify", done, total });
  }

  await command("leaveProgmode", [STK.LEAVE_PROGMODE]);
  return total;
}

/**
 * Whole flash pages from the one holding the image's first byte to the one holding its last, 0xFF where the image has
 * none: Optiboot erases a page before writing it, so a partial page would lose the rest of that page.
 */
export function pagesOf(image: HexImage, pageBytes: number): { address: number; bytes: number[] }[] {
  const pages: { address: number; bytes: number[] }[] = [];
  for (let address = image.start - (image.start % pageBytes); address < image.end; address += pageBytes) {
    const bytes = Array.from({ length: pageBytes }, (_, i) => image.data[address + i] ?? 0xff);
    pages.push({ address, bytes });
  }
  return pages;
}
