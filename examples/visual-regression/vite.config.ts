import { existsSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { screenshotContext, vitestScreenshot } from "threadline/testing";
import { defineConfig } from "vitest/config";

// Pictures repeat with the same Chromium build and fonts. CHROMIUM_PATH or Debian's chromium
// package; else the browser `npx playwright install chromium` downloaded.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

// --no-sandbox because CI runs as root; the rest keep a headless Chromium quiet and its
// painting the same from one test to the next.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-partial-raster",
];

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.tsx"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { ...(executablePath ? { executablePath } : {}), args },
        contextOptions: { ...screenshotContext, viewport: { ...screenshotContext.viewport } },
      }),
      instances: [{ browser: "chromium" }],
      // A failing screenshot test writes its own pictures (the new one and the difference).
      screenshotFailures: false,
      viewport: { ...screenshotContext.viewport },
      expect: { toMatchScreenshot: vitestScreenshot },
    },
  },
});
