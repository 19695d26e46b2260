import type { OperatingSystem } from "../../../common/boards/boards.ts";

export const OPERATING_SYSTEMS: readonly OperatingSystem[] = ["windows", "macos", "linux", "chromeos"];

/** The visitor's system from the browser's user agent, to open the driver help on it (they can choose another). */
export function operatingSystemOf(userAgent: string): OperatingSystem {
  if (/CrOS/.test(userAgent)) return "chromeos";
  if (/Windows/.test(userAgent)) return "windows";
  if (/Mac OS X|Macintosh/.test(userAgent)) return "macos";
  return userAgent ? "linux" : "windows";
}
