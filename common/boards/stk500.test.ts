import { describe, expect, test } from "vitest";
import { BOARDS } from "./boards.ts";
import { parseIntelHex } from "./intel-hex.ts";
import { STK, type UploadProgress, uploadStk500 } from "./stk500.ts";
import { Stk500Simulator } from "./stk500-simulator.ts";

const noWait = async () => {};
const uno = BOARDS.uno;

/** A 300-byte program from 0 (three pages, the last partial), as avr-objcopy would write it: 16-byte records. */
function program(length = 300) {
  const bytes = Array.from({ length }, (_, i) => (i * 7 + 3) & 0xff);
  const lines: string[] = [];
  for (let at = 0; at < length; at += 16) {
    const data = bytes.slice(at, at + 16);
    const record = [data.length, (at >> 8) & 0xff, at & 0xff, 0, ...data];
    const checksum = -record.reduce((s, b) => s + b, 0) & 0xff;
    lines.push(`:${[...record, checksum].map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join("")}`);
  }
  lines.push(":00000001FF");
  const parsed = parseIntelHex(lines.join("\n"), { maxBytes: uno.flashBytes });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return { bytes, image: parsed.image };
}

describe("STK500v1 upload to a simulated Optiboot board", () => {
  test("the whole program lands in flash byte for byte, is read back, and the bootloader is left", async () => {
    const { bytes, image } = program();
    const board = new Stk500Simulator({ chunkBytes: 7 });
    const progress: UploadProgress[] = [];
    const result = await uploadStk500(board, { board: uno, image, delay: noWait, onProgress: (p) => progress.push(p) });

    expect(result).toEqual({ ok: true, bytes: 384 });
    expect(Array.from(board.flash.subarray(0, 300))).toEqual(bytes);
    // The rest of the last page is written erased, as it was.
    expect(Array.from(board.flash.subarray(300, 384)).every((b) => b === 0xff)).toBe(true);
    expect(board.leftProgmode).toBe(true);
    expect(board.resets).toBe(0);
    expect(progress[0]).toEqual({ phase: "write", done: 0, total: 384 });
    expect(progress).toContainEqual({ phase: "write", done: 384, total: 384 });
    expect(progress.at(-1)).toEqual({ phase: "verify", done: 384, total: 384 });
  });

  test("the first exchanges are the bytes AVR061 and Optiboot define", async () => {
    const { image } = program();
    const board = new Stk500Simulator();
    await uploadStk500(board, { board: uno, image, delay: noWait });

    // Reset as avrdude: lines released, then a pulse (asserted, released).
    expect(board.signals).toEqual([
      { dataTerminalReady: false, requestToSend: false },
      { dataTerminalReady: true, requestToSend: true },
      { dataTerminalReady: false, requestToSend: false },
    ]);
    const sync = [0x30, 0x20];
    const expected = [
      ...sync, // twice to clear line noise, replies drained
      ...sync,
      ...sync, // the attempt
      ...[0x75, 0x20], // STK_READ_SIGN
      ...[0x50, 0x20], // STK_ENTER_PROGMODE
      ...[0x55, 0x00, 0x00, 0x20], // STK_LOAD_ADDRESS word 0x0000, low byte first
      ...[0x64, 0x00, 0x80, 0x46], // STK_PROG_PAGE, 128 bytes big-endian, 'F'
    ];
    expect(board.received.slice(0, expected.length)).toEqual(expected);
    // The second page's address is word 0x0040 (byte 0x80).
    const second = board.received.indexOf(STK.LOAD_ADDRESS, expected.length);
    expect(board.received.slice(second, second + 4)).toEqual([0x55, 0x40, 0x00, 0x20]);
    // Replies: INSYNC OK to each sync, then INSYNC, the ATmega328P's signature, OK.
    expect(board.sent.slice(0, 11)).toEqual([0x14, 0x10, 0x14, 0x10, 0x14, 0x10, 0x14, 0x1e, 0x95, 0x0f, 0x10]);
    // The verify reads each page: STK_READ_PAGE, 128 big-endian, 'F', CRC_EOP; the upload ends with STK_LEAVE_PROGMODE.
    expect(board.received.join(",")).toContain([0x74, 0x00, 0x80, 0x46, 0x20].join(","));
    expect(board.received.slice(-2)).toEqual([0x51, 0x20]);
  });

  test("the last page of the Uno's program flash (byte 0x7D80) is loaded as word 0x3EC0", async () => {
    const parsed = parseIntelHex(":027DFE00AABB1E\n:00000001FF", { maxBytes: uno.flashBytes });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const board = new Stk500Simulator();
    expect(await uploadStk500(board, { board: uno, image: parsed.image, delay: noWait })).toEqual({ ok: true, bytes: 128 });
    expect(Array.from(board.flash.subarray(0x7dfe, 0x7e00))).toEqual([0xaa, 0xbb]);
    expect(board.received.join(",")).toContain([0x55, 0xc0, 0x3e, 0x20].join(","));
  });

  test("a board that needs a few syncs (still starting its bootloader) is retried with a fresh reset each time", async () => {
    const { image } = program();
    // Two noise-clearing syncs plus two attempts go unanswered; the third attempt syncs.
    const board = new Stk500Simulator({ ignoredSyncs: 4 });
    expect(await uploadStk500(board, { board: uno, image, delay: noWait })).toMatchObject({ ok: true });
    expect(board.signals).toHaveLength(3 + 2 * 2);
  });
});

describe("each failure has its typed error", () => {
  test("no port chosen", async () => {
    const { image } = program();
    expect(await uploadStk500(null, { board: uno, image })).toEqual({ ok: false, error: { code: "upload.noPort" } });
  });

  test("no answer from the bootloader after every attempt", async () => {
    const { image } = program();
    const board = new Stk500Simulator({ silent: true });
    expect(await uploadStk500(board, { board: uno, image, delay: noWait, syncAttempts: 3 })).toEqual({
      ok: false,
      error: { code: "upload.noAnswer", attempts: 3 },
    });
    expect(board.flash.every((b) => b === 0xff)).toBe(true);
  });

  test("wrong board: a Zum Junior's ATmega328PB answers when an Uno was chosen, and nothing is written", async () => {
    const { image } = program();
    const board = new Stk500Simulator({ signature: BOARDS.zumjunior.signature });
    expect(await uploadStk500(board, { board: uno, image, delay: noWait })).toEqual({
      ok: false,
      error: { code: "upload.wrongBoard", expected: [0x1e, 0x95, 0x0f], got: [0x1e, 0x95, 0x16] },
    });
    expect(board.received).not.toContain(STK.PROG_PAGE);
    // The same board chosen as a Zum Junior uploads.
    expect(
      await uploadStk500(new Stk500Simulator({ signature: BOARDS.zumjunior.signature }), { board: BOARDS.zumjunior, image, delay: noWait }),
    ).toMatchObject({ ok: true });
  });

  test("verify mismatch names the address, what was written and what was read", async () => {
    const { bytes, image } = program();
    const board = new Stk500Simulator({ corruptReadAt: 200 });
    expect(await uploadStk500(board, { board: uno, image, delay: noWait })).toEqual({
      ok: false,
      error: { code: "upload.verifyMismatch", address: 200, expected: bytes[200], got: bytes[200]! ^ 0xff },
    });
    expect(board.leftProgmode).toBe(true);
  });

  test("a program too large for the board is refused before touching the port", async () => {
    const { image } = program();
    const board = new Stk500Simulator();
    const tiny = { ...uno, flashBytes: 256 };
    expect(await uploadStk500(board, { board: tiny, image, delay: noWait })).toEqual({
      ok: false,
      error: { code: "upload.tooLarge", size: 300, max: 256 },
    });
    expect(board.received).toEqual([]);
  });

  test("a reply out of the protocol mid-upload is a protocol error at its step", async () => {
    const { image } = program();
    const board = new Stk500Simulator();
    // A board that syncs and then answers STK_NOSYNC to everything.
    const write = board.write.bind(board);
    let calls = 0;
    board.write = async (bytes) => {
      calls++;
      if (calls <= 3) return write(bytes);
      board.received.push(...bytes);
      (board as unknown as { output: number[] }).output.push(STK.NOSYNC);
    };
    expect(await uploadStk500(board, { board: uno, image, delay: noWait })).toEqual({
      ok: false,
      error: { code: "upload.protocol", step: "signature", got: [STK.NOSYNC] },
    });
  });

  test("silence mid-upload is a protocol error with nothing received", async () => {
    const { image } = program();
    const board = new Stk500Simulator();
    const write = board.write.bind(board);
    board.write = async (bytes) => (bytes[0] === STK.PROG_PAGE ? void board.received.push(...bytes) : write(bytes));
    expect(await uploadStk500(board, { board: uno, image, delay: noWait })).toEqual({
      ok: false,
      error: { code: "upload.protocol", step: "programPage", got: [] },
    });
  });

  test("a port that fails (unplugged) is a port error with its message", async () => {
    const { image } = program();
    const board = new Stk500Simulator();
    board.write = async () => {
      throw new Error("The device has been lost.");
    };
    expect(await uploadStk500(board, { board: uno, image, delay: noWait })).toEqual({
      ok: false,
      error: { code: "upload.portError", message: "The device has been lost." },
    });
  });
});

describe("the simulator keeps Optiboot's rules", () => {
  test("a command without CRC_EOP gets no reply: the watchdog resets the chip", async () => {
    const board = new Stk500Simulator();
    await board.write(Uint8Array.from([0x30, 0x21]));
    expect(await board.read(10)).toBeNull();
    expect(board.resets).toBe(1);
    await board.write(Uint8Array.from([0x30, 0x20]));
    expect(Array.from((await board.read(10)) ?? [])).toEqual([0x14, 0x10]);
  });
});
