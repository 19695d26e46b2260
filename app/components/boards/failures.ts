import type { HexError } from "../../../common/boards/intel-hex.ts";
import type { UploadError } from "../../../common/boards/stk500.ts";
import type { TKey } from "../../i18n/index.ts";

/** A failure as the screen says it: its catalogue key and values, and whether the driver help should open. */
export type FailureMessage = { key: TKey; values: Record<string, string | number>; driverHelp: boolean };

const hexByte = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
const hexAddress = (address: number) => `0x${address.toString(16).toUpperCase().padStart(4, "0")}`;

/** Every typed failure of common/boards in the teacher's words (catalogue `boards.errors` and `boards.hex`). */
export function failureMessage(error: UploadError | HexError): FailureMessage {
  switch (error.code) {
    case "upload.noPort":
      return { key: "boards.errors.noPort", values: {}, driverHelp: true };
    case "upload.noAnswer":
      return { key: "boards.errors.noAnswer", values: {}, driverHelp: true };
    case "upload.wrongBoard":
      return { key: "boards.errors.wrongBoard", values: { got: error.got.map(hexByte).join(" ") }, driverHelp: false };
    case "upload.verifyMismatch":
      return { key: "boards.errors.verifyMismatch", values: { address: hexAddress(error.address) }, driverHelp: false };
    case "upload.protocol":
      return { key: "boards.errors.protocol", values: {}, driverHelp: false };
    case "upload.portError":
      return { key: "boards.errors.portError", values: { message: error.message }, driverHelp: false };
    case "upload.tooLarge":
      return { key: "boards.errors.tooLarge", values: { size: error.size, max: error.max }, driverHelp: false };
    case "hex.tooLarge":
      return { key: "boards.hex.tooLarge", values: { size: error.size, max: error.max }, driverHelp: false };
    case "hex.overlap":
      return { key: "boards.hex.overlap", values: { line: error.line, address: hexAddress(error.address) }, driverHelp: false };
    case "hex.recordType":
      return { key: "boards.hex.recordType", values: { line: error.line, type: hexByte(error.type) }, driverHelp: false };
    case "hex.empty":
    case "hex.missingEof":
      return { key: `boards.hex.${error.code.slice(4) as "empty" | "missingEof"}`, values: {}, driverHelp: false };
    default:
      return { key: `boards.hex.${error.code.slice(4) as "startCode"}`, values: { line: error.line }, driverHelp: false };
  }
}
