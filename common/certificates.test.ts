import { expect, test } from "vitest";
import { normalizeCertificateCode } from "./certificates.ts";

test.each([
  ["ABCD-EFGH-JK23", "ABCD-EFGH-JK23"],
  ["abcd-efgh-jk23", "ABCD-EFGH-JK23"],
  [" abcd efgh jk23 ", "ABCD-EFGH-JK23"],
  ["ABCDEFGHJK23", "ABCD-EFGH-JK23"],
  ["AB-CD-EF-GH-JK-23", "ABCD-EFGH-JK23"],
])("%s is read as %s", (input, code) => expect(normalizeCertificateCode(input)).toBe(code));

test.each([
  ["", "empty"],
  ["ABCD-EFGH-JK2", "too short"],
  ["ABCD-EFGH-JK234", "too long"],
  ["ABCD-EFGH-IK23", "I is not in the alphabet"],
  ["ABCD-EFGH-OK23", "O is not in the alphabet"],
  ["ABCD-EFGH-JK2%", "a symbol"],
  ["x".repeat(1000), "a long text"],
])("%s is no code (%s)", (input) => expect(normalizeCertificateCode(input)).toBeNull());
