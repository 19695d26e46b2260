// Makes sure the tests have what they need from Debian before any runs: headless Chromium for the browser journeys
// (tests/e2e/browser.ts, or the one CHROMIUM_PATH names) and ffmpeg for the gallery's videos (server/storage/media.ts). Installs them
// with apt-get when running as root (as .ci/run does), else stops at once with the command to run, instead
// of failing deep inside the tests.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { CHROMIUM, CHROMIUM_PACKAGES } from "../tests/e2e/browser.ts";

function runnable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: "ignore" }).status === 0;
const ffmpegInstalled = () => succeeds("ffmpeg", ["-version"]) && succeeds("ffprobe", ["-version"]);

if (process.env.CHROMIUM_PATH && !runnable(CHROMIUM)) {
  console.error(
    `CHROMIUM_PATH is ${CHROMIUM}, which is not an executable file. Point it at a Chromium binary, or unset it to use Debian's (apt-get install -y ${CHROMIUM_PACKAGES.join(" ")}).`,
  );
  process.exit(1);
}
const missing = [...(runnable(CHROMIUM) ? [] : CHROMIUM_PACKAGES), ...(ffmpegInstalled() ? [] : ["ffmpeg"])];
if (missing.length > 0) {
  const install = `apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() === 0 && succeeds("apt-get", ["--version"])) {
    console.log(`Installing ${missing.join(", ")} from Debian's packages for the tests`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const done = update.status === 0 ? spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env }) : update;
    if (done.status !== 0 || !runnable(CHROMIUM) || !ffmpegInstalled()) {
      console.error(`Could not install ${missing.join(", ")} with apt-get. Install them yourself (${install}).`);
      process.exit(1);
    }
  } else {
    console.error(
      `The tests need ${missing.join(", ")}. Install them with:\n\n  sudo ${install}\n\n${runnable(CHROMIUM) ? "" : "or set CHROMIUM_PATH to a Chromium binary."}`,
    );
    process.exit(1);
  }
}
