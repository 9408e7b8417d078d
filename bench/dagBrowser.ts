/**
 * The browser side of the `dag` section: a production build of bench/dag/page.html, served
 * and driven in Chromium with the `ui` section's server and launcher.
 */
import { fileURLToPath } from "node:url";
import type { Page } from "playwright";
import type { DagLayoutRequest, DagLayoutRun, PreparedDag } from "./dag/DagBenchApi.js";
import type { DagSessionKind } from "./dag/dagSession.js";
import { buildBenchPage, launch, removeBuild, serve } from "./uiBrowser.js";

function buildPage(): Promise<string> {
  return buildBenchPage({
    root: fileURLToPath(new URL("./dag/", import.meta.url)),
    name: "dag",
    // The layout worker is a module worker that loads elkjs in a chunk of its own.
    plugins: [{ name: "dag-bench:module-worker", config: () => ({ worker: { format: "es" } }) }],
  });
}

/** Calls the page's `window.threadlineDagBench`. */
export interface DagBenchDriver {
  prepare(kind: DagSessionKind, nodes: number): Promise<PreparedDag>;
  layout(request: DagLayoutRequest): Promise<DagLayoutRun>;
  readonly browserVersion: string;
}

async function answered<T>(pending: Promise<T | undefined>): Promise<T> {
  const result = await pending;
  if (result === undefined) throw new Error("bench dag: the page has no window.threadlineDagBench");
  return result;
}

function driver(page: Page, browserVersion: string): DagBenchDriver {
  return {
    browserVersion,
    prepare: (kind, nodes) =>
      answered(
        page.evaluate(([kind, nodes]) => window.threadlineDagBench?.prepare(kind, nodes), [
          kind,
          nodes,
        ] as const),
      ),
    layout: (request) =>
      answered(page.evaluate((request) => window.threadlineDagBench?.layout(request), request)),
  };
}

/** Builds and serves the page, opens it in Chromium and hands `work` a driver for it. */
export async function inChromium<T>(work: (bench: DagBenchDriver) => Promise<T>): Promise<T> {
  const directory = await buildPage();
  const server = await serve(directory);
  const browser = await launch();
  const errors: string[] = [];
  try {
    const page = await browser.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(server.url);
    await page.waitForFunction(() => window.threadlineDagBench !== undefined);
    const result = await work(driver(page, browser.version()));
    if (errors.length > 0)
      throw new Error(`bench dag: the page reported errors:\n${errors.join("\n")}`);
    return result;
  } finally {
    await browser.close();
    server.close();
    removeBuild(directory);
  }
}
