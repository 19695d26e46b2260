import { describe, expect, test } from "vitest";
import type { HexError } from "../../../common/boards/intel-hex.ts";
import type { UploadError } from "../../../common/boards/stk500.ts";
import { en } from "../../i18n/en/index.ts";
import { es } from "../../i18n/es/index.ts";
import { translate } from "../../i18n/index.ts";
import { failureMessage } from "./failures.ts";

/** One of every failure common/boards can give (these records stop compiling when a code is added without one). */
const UPLOAD: Record<UploadError["code"], UploadError> = {
  "upload.noPort": { code: "upload.noPort" },
  "upload.tooLarge": { code: "upload.tooLarge", size: 40000, max: 32256 },
  "upload.noAnswer": { code: "upload.noAnswer", attempts: 10 },
  "upload.wrongBoard": { code: "upload.wrongBoard", expected: [0x1e, 0x95, 0x0f], got: [0x1e, 0x95, 0x16] },
  "upload.verifyMismatch": { code: "upload.verifyMismatch", address: 0x1a2, expected: 0x0c, got: 0xff },
  "upload.protocol": { code: "upload.protocol", step: "programPage", got: [] },
  "upload.portError": { code: "upload.portError", message: "Failed to open serial port." },
};
const HEX: Record<HexError["code"], HexError> = {
  "hex.empty": { code: "hex.empty" },
  "hex.startCode": { code: "hex.startCode", line: 3 },
  "hex.characters": { code: "hex.characters", line: 3 },
  "hex.length": { code: "hex.length", line: 3 },
  "hex.checksum": { code: "hex.checksum", line: 3 },
  "hex.recordType": { code: "hex.recordType", line: 3, type: 7 },
  "hex.badRecord": { code: "hex.badRecord", line: 3 },
  "hex.overlap": { code: "hex.overlap", line: 3, address: 0x100 },
  "hex.missingEof": { code: "hex.missingEof" },
  "hex.afterEof": { code: "hex.afterEof", line: 3 },
  "hex.tooLarge": { code: "hex.tooLarge", size: 40000, max: 32256 },
};

const template = (messages: object, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe("every board failure in the teacher's words", () => {
  test.each([...Object.values(UPLOAD), ...Object.values(HEX)])(
    "$code has a message in Spanish and English with every value it names",
    (error) => {
      const message = failureMessage(error);
      for (const [lang, messages] of [
        ["es", es],
        ["en", en],
      ] as const) {
        const text = template(messages, message.key);
        expect(typeof text, `${lang} ${message.key}`).toBe("string");
        const named = [...(text as string).matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name);
        // The screen adds the chosen board's label to every message.
        for (const name of named)
          expect({ ...message.values, board: "BQ Zum Junior" }, `${lang} ${message.key}`).toHaveProperty(name as string);
      }
    },
  );

  test("the values are written as the teacher would read them", () => {
    const wrong = failureMessage(UPLOAD["upload.wrongBoard"]);
    expect(translate("es", es, wrong.key, { ...wrong.values, board: "Arduino Uno" })).toBe(
      "La placa conectada no es la placa Arduino Uno elegida: su microcontrolador responde 0x1E 0x95 0x16. Elige la placa correcta y vuelve a cargar.",
    );
    const mismatch = failureMessage(UPLOAD["upload.verifyMismatch"]);
    expect(translate("en", en, mismatch.key, mismatch.values)).toContain("(address 0x01A2)");
    const checksum = failureMessage(HEX["hex.checksum"]);
    expect(translate("en", en, checksum.key, checksum.values)).toBe("The checksum of line 3 does not add up: the file is damaged.");
  });

  test("no port and no answer open the driver help; the others do not", () => {
    const opening = [...Object.values(UPLOAD), ...Object.values(HEX)]
      .filter((error) => failureMessage(error).driverHelp)
      .map((error) => error.code);
    expect(opening).toEqual(["upload.noPort", "upload.noAnswer"]);
  });
});
