import { describe, expect, test } from "vitest";
import { parseIntelHex } from "./intel-hex.ts";

const UNO_FLASH = 32256;

/** A record with its checksum, for fixtures built in the test. */
function record(type: number, address: number, data: number[]): string {
  const bytes = [data.length, (address >> 8) & 0xff, address & 0xff, type, ...data];
  const checksum = -bytes.reduce((sum, b) => sum + b, 0) & 0xff;
  return `:${[...bytes, checksum].map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join("")}`;
}

// The start of an avr-gcc program as avr-objcopy writes it: vector table jumps, then startup code; CRLF line ends.
const SMALL_PROGRAM = [
  ":100000000C9434000C943E000C943E000C943E0082",
  ":1800100011241FBECFEFD8E0DEBFCDBF0E9440000C9445000C940000C0",
  ":00000001FF",
  "",
].join("\r\n");

describe("Intel HEX parsing", () => {
  test("a small program becomes its bytes from address 0, with its extent", () => {
    const result = parseIntelHex(SMALL_PROGRAM, { maxBytes: UNO_FLASH });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.image.start).toBe(0);
    expect(result.image.end).toBe(0x28);
    expect(Array.from(result.image.data.subarray(0, 4))).toEqual([0x0c, 0x94, 0x34, 0x00]);
    expect(Array.from(result.image.data.subarray(0x24, 0x28))).toEqual([0x0c, 0x94, 0x00, 0x00]);
  });

  test("a gap between records is erased flash (0xFF) and the extent starts at the first data", () => {
    const text = [record(0, 0x100, [1, 2]), record(0, 0x110, [3]), record(1, 0, [])].join("\n");
    const result = parseIntelHex(text, { maxBytes: UNO_FLASH });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.image.start).toBe(0x100);
    expect(result.image.end).toBe(0x111);
    expect(result.image.data[0x105]).toBe(0xff);
    expect(result.image.data[0x110]).toBe(3);
  });

  test("extended linear (04) and segment (02) address records move the base; 03 and 05 are ignored", () => {
    const linear = [record(4, 0, [0x00, 0x00]), record(0, 0x7000, [0xaa]), record(5, 0, [0, 0, 0, 0]), record(1, 0, [])].join("\n");
    const a = parseIntelHex(linear, { maxBytes: UNO_FLASH });
    expect(a.ok && a.image.data[0x7000]).toBe(0xaa);

    // Segment 0x0700 × 16 = 0x7000, plus the record's 0x10.
    const segment = [record(2, 0, [0x07, 0x00]), record(0, 0x10, [0xbb]), record(3, 0, [0, 0, 0, 0]), record(1, 0, [])].join("\n");
    const b = parseIntelHex(segment, { maxBytes: UNO_FLASH });
    expect(b.ok && b.image.data[0x7010]).toBe(0xbb);

    // Linear base 0x0001_0000: past an ATmega328P's 32 KiB, so too large (and never allocated as 64 KiB+).
    const high = [record(4, 0, [0x00, 0x01]), record(0, 0, [1]), record(1, 0, [])].join("\n");
    expect(parseIntelHex(high, { maxBytes: UNO_FLASH })).toEqual({
      ok: false,
      error: { code: "hex.tooLarge", size: 0x10001, max: UNO_FLASH },
    });
  });

  test("a bad checksum names its line", () => {
    const text = SMALL_PROGRAM.replace(":1800100011241FBE", ":1800100011241FBF");
    expect(parseIntelHex(text, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.checksum", line: 2 } });
  });

  test("an unknown record type is refused with its type", () => {
    const text = [record(0, 0, [1]), record(6, 0, [1]), record(1, 0, [])].join("\n");
    expect(parseIntelHex(text, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.recordType", line: 2, type: 6 } });
  });

  test("an address record of the wrong size, or an EOF with data, is a bad record", () => {
    const address = [record(4, 0, [0]), record(1, 0, [])].join("\n");
    expect(parseIntelHex(address, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.badRecord", line: 1 } });
    const eof = [record(0, 0, [1]), record(1, 0, [1])].join("\n");
    expect(parseIntelHex(eof, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.badRecord", line: 2 } });
  });

  test("the EOF record must be present and last", () => {
    const missing = record(0, 0, [1, 2, 3]);
    expect(parseIntelHex(missing, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.missingEof" } });
    const after = [record(0, 0, [1]), record(1, 0, []), record(0, 1, [2])].join("\n");
    expect(parseIntelHex(after, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.afterEof", line: 3 } });
  });

  test("a line without ':' or with odd characters is refused at its line", () => {
    const noColon = `${record(0, 0, [1])}\n${record(0, 1, [2]).slice(1)}\n${record(1, 0, [])}`;
    expect(parseIntelHex(noColon, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.startCode", line: 2 } });
    const odd = `${record(0, 0, [1])}\n:10000000ZZ\n${record(1, 0, [])}`;
    expect(parseIntelHex(odd, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.characters", line: 2 } });
    const oddCount = `:0000000\n${record(1, 0, [])}`;
    expect(parseIntelHex(oddCount, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.characters", line: 1 } });
  });

  test("a length field that does not match the data is refused", () => {
    // Says 0x10 bytes, carries 2 (checksum made to match, so only the length is wrong).
    const bytes = [0x10, 0x00, 0x00, 0x00, 0x01, 0x02];
    const checksum = -bytes.reduce((s, b) => s + b, 0) & 0xff;
    const line = `:${[...bytes, checksum].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
    expect(parseIntelHex(`${line}\n:00000001FF`, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.length", line: 1 } });
  });

  test("data written twice at the same address is an overlap, reported at the later line", () => {
    const text = [record(0, 0x10, [1, 2, 3, 4]), record(0, 0x20, [5]), record(0, 0x12, [9]), record(1, 0, [])].join("\n");
    expect(parseIntelHex(text, { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.overlap", line: 3, address: 0x12 } });
  });

  test("a program that ends past 32256 bytes does not fit the Uno; one that ends exactly there does", () => {
    const fits = [record(0, UNO_FLASH - 2, [1, 2]), record(1, 0, [])].join("\n");
    expect(parseIntelHex(fits, { maxBytes: UNO_FLASH }).ok).toBe(true);
    const tooLarge = [record(0, UNO_FLASH - 2, [1, 2, 3]), record(1, 0, [])].join("\n");
    expect(parseIntelHex(tooLarge, { maxBytes: UNO_FLASH })).toEqual({
      ok: false,
      error: { code: "hex.tooLarge", size: UNO_FLASH + 1, max: UNO_FLASH },
    });
  });

  test("an empty file, or one with only the EOF record, is empty", () => {
    expect(parseIntelHex("\n \n", { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.empty" } });
    expect(parseIntelHex(":00000001FF\n", { maxBytes: UNO_FLASH })).toEqual({ ok: false, error: { code: "hex.empty" } });
  });
});
