/**
 * The browser side of the `ui` section: a production build of bench/ui/page.html with the
 * sources aliased as the stories use them, a static server for it, and Chromium.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { type Browser, chromium } from "playwright";
import { type Alias, build, type PluginOption } from "vite";
import { chromiumFlags, findBrowser } from "../scripts/find-browser.mjs";
import { sourceAliases } from "../vite.config.js";

/** What differs between the benchmark pages: their folder, a name, plugins and aliases. */
export interface BenchPage {
  /** The folder holding `page.html`. */
  readonly root: string;
  /** Names the temporary build directory. */
  readonly name: string;
  readonly plugins?: PluginOption[];
  /** Aliases after the sources' own. */
  readonly aliases?: Alias[];
}

/** Builds a benchmark page into a temporary directory and returns the directory. */
export async function buildBenchPage({
  root,
  name,
  plugins = [],
  aliases = [],
}: BenchPage): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `threadline-bench-${name}-`));
  await build({
    configFile: false,
    root,
    base: "./",
    mode: "production",
    logLevel: "warn",
    plugins,
    resolve: { alias: [...sourceAliases, ...aliases] },
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: { input: join(root, "page.html") },
    },
  });
  return outDir;
}

/** Builds the `ui` page, with React's profiling build so that <Profiler onRender> works. */
export function buildPage(): Promise<string> {
  return buildBenchPage({
    root: fileURLToPath(new URL("./ui/", import.meta.url)),
    name: "ui",
    plugins: [react()],
    aliases: [{ find: /^react-dom\/client$/, replacement: "react-dom/profiling" }],
  });
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
};

/** Serves `directory` on a free local port until `close` is called. */
export async function serve(directory: string): Promise<{ url: string; close(): void }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    try {
      const body = readFileSync(join(directory, path === "/" ? "page.html" : path));
      response.writeHead(200, {
        "content-type": TYPES[extname(path)] ?? "text/html",
        // Cross-origin isolation gives performance.now() 5 µs steps instead of 100 µs.
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-embedder-policy": "require-corp",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/page.html`,
    close: () => server.close(),
  };
}

/** Launches Chromium with the repository's flags, `gc()` exposed and no background throttling. */
export async function launch(): Promise<Browser> {
  const executablePath = findBrowser();
  if (!executablePath)
    throw new Error("bench ui: no Chromium; run `node scripts/find-browser.mjs`");
  return chromium.launch({
    executablePath,
    args: [
      // Partial raster is off in chromiumFlags only so screenshots repeat; browsers keep it on.
      ...chromiumFlags.filter((flag) => flag !== "--disable-partial-raster"),
      "--js-flags=--expose-gc",
      "--disable-background-timer-throttling",
      "--disable-renderer-backgrounding",
      "--disable-backgrounding-occluded-windows",
    ],
  });
}

/** Removes the build directory. */
export function removeBuild(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
}
