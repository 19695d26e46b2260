/**
 * Intel HEX (the avr-gcc / Arduino output format) → the flat byte image an uploader writes. Records 00 data, 01 end of
 * file, 02 extended segment address, 04 extended linear address; 03 and 05 (start addresses) are accepted and ignored,
 * an AVR starts at 0. Every failure is a typed code (line numbers from 1) a screen translates.
 */

export type HexError =
  | { code: "hex.empty" }
  /** A line that does not start with ':'. */
  | { code: "hex.startCode"; line: number }
  /** Something other than hex digits after ':', or an odd number of them. */
  | { code: "hex.characters"; line: number }
  /** The record's length field does not match its data. */
  | { code: "hex.length"; line: number }
  | { code: "hex.checksum"; line: number }
  | { code: "hex.recordType"; line: number; type: number }
  /** A known record type with the wrong shape (an address record that is not 2 bytes, an EOF with data…). */
  | { code: "hex.badRecord"; line: number }
  /** Data written twice at the same address. */
  | { code: "hex.overlap"; line: number; address: number }
  | { code: "hex.missingEof" }
  | { code: "hex.afterEof"; line: number }
  /** The image ends past what the board's flash leaves to programs. */
  | { code: "hex.tooLarge"; size: number; max: number };

export type HexImage = {
  /** Bytes from address 0 to `end`; addresses no record wrote are 0xFF, erased flash. */
  data: Uint8Array;
  /** Lowest address with data. */
  start: number;
  /** One past the highest address with data. */
  end: number;
};

export type HexResult = { ok: true; image: HexImage } | { ok: false; error: HexError };

type Segment = { address: number; bytes: Uint8Array; line: number };

const HEX_DIGITS = /^[0-9A-Fa-f]*$/;

export function parseIntelHex(text: string, options: { maxBytes: number }): HexResult {
  const fail = (error: HexError): HexResult => ({ ok: false, error });
  const lines = text.split(/\r\n|\n|\r/);
  const segments: Segment[] = [];
  let base = 0;
  let eofLine = 0;

  for (let index = 0; index < lines.length; index++) {
    const line = index + 1;
    const raw = lines[index]!.trim();
    if (raw === "") continue;
    if (eofLine) return fail({ code: "hex.afterEof", line });
    if (!raw.startsWith(":")) return fail({ code: "hex.startCode", line });
    const digits = raw.slice(1);
    if (!HEX_DIGITS.test(digits) || digits.length % 2 !== 0) return fail({ code: "hex.characters", line });
    const bytes = new Uint8Array(digits.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
    // Length, address (2), type, data, checksum.
    if (bytes.length < 5 || bytes.length !== bytes[0]! + 5) return fail({ code: "hex.length", line });
    if (bytes.reduce((sum, b) => sum + b, 0) % 256 !== 0) return fail({ code: "hex.checksum", line });

    const length = bytes[0]!;
    const offset = (bytes[1]! << 8) | bytes[2]!;
    const type = bytes[3]!;
    const data = bytes.subarray(4, 4 + length);
    const word = () => (data[0]! << 8) | data[1]!;
    switch (type) {
      case 0x00:
        if (length > 0) segments.push({ address: base + offset, bytes: data, line });
        break;
      case 0x01:
        if (length !== 0) return fail({ code: "hex.badRecord", line });
        eofLine = line;
        break;
      case 0x02:
        if (length !== 2 || offset !== 0) return fail({ code: "hex.badRecord", line });
        base = word() * 16;
        break;
      case 0x04:
        if (length !== 2 || offset !== 0) return fail({ code: "hex.badRecord", line });
        base = word() * 0x10000;
        break;
      case 0x03:
      case 0x05:
        if (length !== 4) return fail({ code: "hex.badRecord", line });
        break;
      default:
        return fail({ code: "hex.recordType", line, type });
    }
  }

  if (!eofLine)
    return fail(segments.length === 0 && lines.every((l) => l.trim() === "") ? { code: "hex.empty" } : { code: "hex.missingEof" });
  if (segments.length === 0) return fail({ code: "hex.empty" });

  // Checked before allocating: an extended address record can point anywhere in 4 GiB.
  const end = Math.max(...segments.map((s) => s.address + s.bytes.length));
  if (end > options.maxBytes) return fail({ code: "hex.tooLarge", size: end, max: options.maxBytes });

  const sorted = [...segments].sort((a, b) => a.address - b.address || a.line - b.line);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.address < previous.address + previous.bytes.length) {
      const later = current.line > previous.line ? current : previous;
      return fail({ code: "hex.overlap", line: later.line, address: Math.max(current.address, previous.address) });
    }
  }

  const image = new Uint8Array(end).fill(0xff);
  for (const segment of segments) image.set(segment.bytes, segment.address);
  return { ok: true, image: { data: image, start: sorted[0]!.address, end } };
}
