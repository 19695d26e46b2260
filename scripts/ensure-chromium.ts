// Makes sure the browser journeys have Debian's Chromium (or the one CHROMIUM_PATH names) before any test
// runs: installs it with apt-get when running as root (as .ci/run does), else stops at once with the command
// to run, instead of failing deep inside the journeys.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const INSTALL = "apt-get install -y chromium fonts-liberation";

function runnable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet(): boolean {
  return spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
}

if (!runnable(path)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is ${path}, which is not an executable file. Point it at a Chromium binary, or unset it to use Debian's (${INSTALL}).`);
    process.exit(1);
  }
  if (process.getuid?.() === 0 && hasAptGet()) {
    console.log("Installing Debian's Chromium for the browser tests");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = update.status === 0 ? spawnSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], { stdio: "inherit", env }) : update;
    if (install.status !== 0 || !runnable(path)) {
      console.error(`Could not install Chromium with apt-get. Install it yourself (${INSTALL}) or set CHROMIUM_PATH.`);
      process.exit(1);
    }
  } else {
    console.error(`The browser tests need Chromium at ${path}. Install it with:\n\n  sudo ${INSTALL}\n\nor set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
}
