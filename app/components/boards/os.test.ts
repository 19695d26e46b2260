import { expect, test } from "vitest";
import { operatingSystemOf } from "./os.ts";

test("the driver help opens on the visitor's system, read from the browser's user agent", () => {
  expect(operatingSystemOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe("windows");
  expect(operatingSystemOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe("macos");
  expect(operatingSystemOf("Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe("chromeos");
  expect(operatingSystemOf("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe("linux");
  expect(operatingSystemOf("")).toBe("windows");
});
