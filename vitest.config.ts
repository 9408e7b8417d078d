import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import { chromiumFlags, findBrowser } from "./scripts/find-browser.mjs";
import { findPage } from "./test/visual/find/findPageCommand.js";
import viteConfig from "./vite.config.js";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// React 18, installed apart in test/deps/react18 (its react-dom needs its own react as a peer).
// Every import of React, ours and our dependencies', resolves there in the react18 project.
const react18 = fromRoot("./test/deps/react18/node_modules");
const react18Aliases = [
  { find: /^react$/, replacement: `${react18}/react/index.js` },
  { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: `${react18}/react/$1.js` },
  { find: /^react-dom$/, replacement: `${react18}/react-dom/index.js` },
  { find: /^react-dom\/(client|server|test-utils)$/, replacement: `${react18}/react-dom/$1.js` },
];

// A fresh object per project: vitest mutates browser configs, and a shared one
// reports results under the wrong project.
function chromium() {
  const executablePath = findBrowser();
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumFlags },
      // Tests see prefers-reduced-motion, so animations hold still in every screenshot.
      // The runner page is tall so that a story grown past 600 px is not scaled down to fit it.
      contextOptions: {
        reducedMotion: "reduce",
        colorScheme: "light",
        deviceScaleFactor: 1,
        viewport: { width: 1280, height: 3000 },
      },
    }),
    instances: [{ browser: "chromium" as const }],
    viewport: { width: 800, height: 600 },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            environment: "node",
            // fast-check properties run hundreds of sessions; at load 11 on 2 cores one took 5.3 s.
            testTimeout: 30_000,
            include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
            exclude: [...configDefaults.exclude, "test/browser/**", "test/visual/**"],
          },
        },
        {
          extends: true,
          resolve: { alias: react18Aliases },
          test: {
            name: "react18",
            environment: "node",
            env: { THREADLINE_REACT_MAJOR: "18" },
            testTimeout: 30_000,
            include: [
              "src/components/**/*.test.tsx",
              "src/react/**/*.test.tsx",
              "src/dag/**/*.test.tsx",
              "src/testing/react/**/*.test.tsx",
              "test/react18/**/*.test.tsx",
            ],
            exclude: [...configDefaults.exclude],
            setupFiles: ["test/react18/setup.ts"],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: fromRoot("./.storybook") })],
          // The security stories scroll turn by turn through every hostile payload in every
          // slot; on a loaded 2-core machine the 200 000-character line alone takes ~60 s.
          test: { name: "storybook", browser: chromium(), testTimeout: 180_000 },
        },
        {
          extends: true,
          test: {
            name: "visual",
            include: ["test/visual/**/*.test.tsx"],
            setupFiles: ["test/visual/setup.ts"],
            browser: {
              ...chromium(),
              commands: { findPage },
              expect: {
                toMatchScreenshot: {
                  comparatorName: "pixelmatch",
                  comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0, includeAA: true },
                },
              },
            },
          },
        },
      ],
    },
  }),
);
