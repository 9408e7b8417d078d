import type { ScreenshotMatcherOptions } from "@vitest/browser/context";
import type { BrowserContextOptions, PageAssertionsToHaveScreenshotOptions } from "playwright/test";
import { describe, expect, it } from "vitest";
import { playwrightScreenshot, screenshotContext, vitestScreenshot } from "../src/testing/index.js";

// The typecheck holds these to the options Playwright and Vitest take.
const context: BrowserContextOptions = screenshotContext;
const playwright: PageAssertionsToHaveScreenshotOptions = playwrightScreenshot;
const vitest: ScreenshotMatcherOptions = vitestScreenshot;

describe("screenshot settings", () => {
  it("fix the viewport, the pixel ratio, motion, colours, locale and time zone", () => {
    expect(context).toEqual({
      viewport: { width: 800, height: 600 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
      colorScheme: "light",
      locale: "en-US",
      timezoneId: "UTC",
    });
  });

  it("allow no pixel to differ, with animations stopped and the caret hidden", () => {
    expect(playwright).toMatchObject({ animations: "disabled", caret: "hide", maxDiffPixels: 0 });
    expect(vitest).toMatchObject({
      comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
      screenshotOptions: { animations: "disabled", caret: "hide" },
    });
  });

  it("cannot be changed by a caller", () => {
    expect(Object.isFrozen(screenshotContext.viewport)).toBe(true);
    expect(Object.isFrozen(vitestScreenshot.comparatorOptions)).toBe(true);
  });
});
