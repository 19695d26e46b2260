/**
 * The journeys' browser: Debian's `chromium-headless-shell`, Chromium's old headless mode (no browser window behind the
 * page), which ran the same journeys on about a third less processor time than the full `chromium` (decision 054);
 * or the binary CHROMIUM_PATH names. scripts/ensure-system-tools.ts installs the packages; .ci/run does too.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
/** Debian's packages that give it, with the fonts the pages fall back on. */
export const CHROMIUM_PACKAGES = ["chromium-headless-shell", "fonts-liberation"];
