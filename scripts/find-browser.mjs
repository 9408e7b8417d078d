// Finds a Chromium for the browser test projects: CHROMIUM_PATH, then Debian's
// /usr/bin/chromium, then a browser Playwright installed itself. Imported by
// vitest.config.ts (findBrowser only, no side effects) and run by `npm test`
// (installs Chromium with apt-get on Debian as root, else explains and fails).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const debianChromium = "/usr/bin/chromium";

/** Flags every launch needs here: root needs --no-sandbox; the networking flags stop
 * Chromium from calling hosts that a closed network refuses; without partial raster,
 * re-rendered content is painted into fresh tiles, so the anti-aliased edges in a
 * screenshot do not depend on what the previous test drew there. */
export const chromiumFlags = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-partial-raster",
];

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the path of a usable Chromium, or undefined when there is none. */
export function findBrowser() {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) return existsSync(fromEnvironment) ? fromEnvironment : undefined;
  if (existsSync(debianChromium)) return debianChromium;
  return playwrightChromium();
}

function isDebian() {
  try {
    return /^ID="?debian"?$/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

function installWithApt() {
  console.log("find-browser: no Chromium found; installing Debian's chromium with apt-get…");
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const help = `find-browser: no Chromium found. The browser tests need one. Either:
  - on Debian: sudo apt-get update && sudo apt-get install -y chromium
    (gives /usr/bin/chromium; npm test does this itself when run as root), or
  - point CHROMIUM_PATH at any Chromium or Chrome binary:
    CHROMIUM_PATH=/path/to/chrome npm test, or
  - where downloads are allowed: npx playwright install chromium`;

function main() {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`find-browser: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    process.exit(1);
  }
  let path = findBrowser();
  if (!path && isDebian() && process.getuid?.() === 0) {
    installWithApt();
    path = findBrowser();
  }
  if (!path) {
    console.error(help);
    process.exit(1);
  }
  console.log(`find-browser: using ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
