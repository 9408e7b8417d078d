import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Public entry paths resolved to their sources, so stories and tests import
 * `threadline/components` exactly as users do (tsconfig.json `paths` mirrors this). */
export const sourceAliases = [
  { find: /^threadline$/, replacement: fromRoot("./src/index.ts") },
  { find: /^threadline\/styles\.css$/, replacement: fromRoot("./src/components/styles.css") },
  { find: /^threadline\/fonts\.css$/, replacement: fromRoot("./src/components/fonts.css") },
  { find: /^threadline\/testing\/react$/, replacement: fromRoot("./src/testing/react/index.ts") },
  {
    find: /^threadline\/(adapters|react|components|dag|testing|server)$/,
    replacement: fromRoot("./src/$1/index.ts"),
  },
];

const entries = {
  index: fromRoot("./src/index.ts"),
  react: fromRoot("./src/react/index.ts"),
  components: fromRoot("./src/components/index.ts"),
  dag: fromRoot("./src/dag/index.ts"),
  dagLayoutWorker: fromRoot("./src/dag/layout/worker/dagLayoutWorker.ts"),
  testing: fromRoot("./src/testing/index.ts"),
  "testing-react": fromRoot("./src/testing/react/index.ts"),
  server: fromRoot("./src/server/index.ts"),
  adapters: fromRoot("./src/adapters/index.ts"),
};

const LAYOUT_WORKER_SOURCE =
  'new Worker(new URL("./worker/dagLayoutWorker.ts", import.meta.url), { type: "module" })';
const LAYOUT_WORKER_PLACEHOLDER = "__threadlineLayoutWorker__()";

/** In the library, DagView's layout worker is an entry of its own next to the chunk that
 * starts it, started by `new Worker(new URL("./dagLayoutWorker.js", import.meta.url))`,
 * which the app's bundler (Vite, webpack, Parcel) follows and bundles, elkjs included. Vite's
 * own worker handling would bundle the worker into `assets/` with a URL from the site root. */
function layoutWorkerEntry(): Plugin {
  return {
    name: "threadline:layout-worker",
    enforce: "pre",
    apply: (config, { command }) => command === "build" && Boolean(config.build?.lib),
    transform(code, id) {
      if (!id.endsWith("/src/dag/layout/DagLayouter.ts")) return null;
      if (!code.includes(LAYOUT_WORKER_SOURCE))
        throw new Error(`${id}: the layout worker is no longer started as ${LAYOUT_WORKER_SOURCE}`);
      return { code: code.replace(LAYOUT_WORKER_SOURCE, LAYOUT_WORKER_PLACEHOLDER), map: null };
    },
    renderChunk(code) {
      if (!code.includes(LAYOUT_WORKER_PLACEHOLDER)) return null;
      const start =
        'new Worker(new URL("./dagLayoutWorker.js", import.meta.url), { type: "module" })';
      return { code: code.replace(LAYOUT_WORKER_PLACEHOLDER, start), map: null };
    },
  };
}

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@xyflow\/react($|\/)/,
  /^elkjs($|\/)/,
  /^gpt-tokenizer($|\/)/,
  /^eventsource-parser($|\/)/,
  /^partial-json($|\/)/,
  /^react-markdown($|\/)/,
  /^remark-gfm($|\/)/,
  /^shiki($|\/)/,
  /^@shikijs\//,
  /^@tanstack\/react-virtual($|\/)/,
  /^lucide-react($|\/)/,
  /^@redis\/client($|\/)/,
];

const requireFromRoot = createRequire(import.meta.url);

/** A stylesheet with each `@import "X.css";` line replaced by the rules of the file it names,
 * a relative path or a package's stylesheet (DagView's CSS imports React Flow's base rules). */
function inlinedStylesheet(file: string): string {
  return readFileSync(file, "utf8").replace(
    /^@import "([^"]+\.css)";$/gm,
    (_line, target: string) => {
      const path = target.startsWith(".")
        ? resolve(dirname(file), target)
        : requireFromRoot.resolve(target);
      return inlinedStylesheet(path).trim();
    },
  );
}

/** The stylesheet with every import inlined. */
function bundledStylesheet(): string {
  return inlinedStylesheet(fromRoot("./src/components/styles.css"));
}

// Library modules never import CSS (Node and SSR import them), so the stylesheet
// is shipped as a file of its own.
function stylesheet(): Plugin {
  return {
    name: "threadline:stylesheet",
    apply: (config, { command }) => command === "build" && Boolean(config.build?.lib),
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "styles.css",
        source: bundledStylesheet(),
      });
    },
  };
}

const FONT_IMPORT = /^@import "(@fontsource\/[^/"]+)\/[^"]+\.css";$/gm;
const FONT_SOURCE =
  /url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)(?:, url\(\.\/files\/[\w-]+\.woff\) format\('woff'\))?/g;

/** fonts.css with each @fontsource stylesheet it imports inlined, pointing at woff2 files in
 * `fonts/` (the woff fallbacks left out: every browser the build targets reads woff2), and the
 * files to ship with it: those fonts and each package's licence. */
function shippedFonts(): { css: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const css = readFileSync(fromRoot("./src/components/fonts.css"), "utf8").replace(
    FONT_IMPORT,
    (line, pack: string) => {
      const sheet = requireFromRoot.resolve(line.slice('@import "'.length, -'";'.length));
      const name = pack.slice("@fontsource/".length);
      files.set(`fonts/LICENSE-${name}.txt`, requireFromRoot.resolve(`${pack}/LICENSE`));
      const faces = readFileSync(sheet, "utf8").replace(FONT_SOURCE, (_source, file: string) => {
        files.set(`fonts/${file}`, resolve(dirname(sheet), "files", file));
        return `url(./fonts/${file}) format("woff2")`;
      });
      if (faces.includes("./files/")) throw new Error(`${sheet}: a font source not in woff2`);
      return faces.trim();
    },
  );
  if (css.includes("@import")) throw new Error("fonts.css imports what the build cannot ship");
  return { css, files };
}

// The fonts are opt-in (`threadline/fonts.css`), so styles.css does not import them.
function fonts(): Plugin {
  return {
    name: "threadline:fonts",
    apply: (config, { command }) => command === "build" && Boolean(config.build?.lib),
    generateBundle() {
      const { css, files } = shippedFonts();
      this.emitFile({ type: "asset", fileName: "fonts.css", source: css });
      for (const [fileName, path] of files)
        this.emitFile({ type: "asset", fileName, source: readFileSync(path) });
    },
  };
}

export default defineConfig({
  plugins: [react(), stylesheet(), fonts(), layoutWorkerEntry()],
  resolve: { alias: sourceAliases },
  // Found up front, so a cold cache does not re-optimise and reload the page mid-test
  // the first time a story imports React Flow.
  optimizeDeps: { include: ["@xyflow/react"] },
  // DagView's layout worker is a module worker (`new Worker(new URL(…), { type: "module" })`)
  // that loads elkjs in a chunk of its own.
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    copyPublicDir: false,
    target: "es2022",
    minify: false,
    sourcemap: true,
    lib: {
      entry: entries,
      formats: ["es"],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: { external },
  },
});
