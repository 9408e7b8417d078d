/**
 * The browser settings under which Threadline's pictures repeat to the pixel, as Playwright
 * context options: a fixed viewport at one device pixel per CSS pixel, reduced motion (no
 * animation starts), a light colour scheme, and a fixed locale and time zone.
 * @example
 * // playwright.config.ts
 * export default defineConfig({ use: { ...screenshotContext } });
 * // vitest.config.ts, browser mode
 * provider: playwright({ contextOptions: screenshotContext })
 */
export const screenshotContext = Object.freeze({
  viewport: Object.freeze({ width: 800, height: 600 }),
  deviceScaleFactor: 1,
  reducedMotion: "reduce",
  colorScheme: "light",
  locale: "en-US",
  timezoneId: "UTC",
} as const);

/**
 * Options of Playwright's `toHaveScreenshot` for pixel-exact pictures: animations stopped,
 * the text caret hidden, CSS pixels, and no pixel allowed to differ.
 * @example
 * await expect(page.locator(".tl-story")).toHaveScreenshot("tool-running.png", playwrightScreenshot);
 */
export const playwrightScreenshot = Object.freeze({
  animations: "disabled",
  caret: "hide",
  scale: "css",
  threshold: 0,
  maxDiffPixels: 0,
} as const);

/**
 * Options of Vitest browser mode's `toMatchScreenshot` for pixel-exact pictures: pixelmatch
 * with no tolerance, animations stopped and the text caret hidden.
 * @example
 * await expect.element(page.getByRole("log")).toMatchScreenshot("tool-running", vitestScreenshot);
 */
export const vitestScreenshot = Object.freeze({
  comparatorName: "pixelmatch",
  comparatorOptions: Object.freeze({ threshold: 0, allowedMismatchedPixels: 0 }),
  screenshotOptions: Object.freeze({ animations: "disabled", caret: "hide" }),
} as const);

/**
 * The selector of a `Deterministic` render that has drawn its final picture: wait for it
 * before taking a screenshot.
 * @example
 * await page.locator(deterministicReady).waitFor();
 */
export const deterministicReady = '.tl-deterministic[data-status="ready"]';
