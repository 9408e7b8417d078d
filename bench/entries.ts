/**
 * The `entries` section: what each public entry weighs in a user's bundle, bundled alone by
 * esbuild (minified, every package external, stylesheets left out) and gzipped at level 9;
 * then what an app pays for the imports a chat usually makes, tree-shaken the same way.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";

const ROOT = resolve(import.meta.dirname, "..");
/** Issue 16: the core entry (graph, projections, store, sources) at most this, gzipped. */
const CORE_TARGET_BYTES = 15_000;

const ENTRIES = {
  threadline: "src/index.ts",
  "threadline/adapters": "src/adapters/index.ts",
  "threadline/react": "src/react/index.ts",
  "threadline/components": "src/components/index.ts",
  "threadline/dag": "src/dag/index.ts",
  "threadline/testing": "src/testing/index.ts",
  "threadline/server": "src/server/index.ts",
} as const;

/** Imports an app makes from the core entry, smallest first. */
const IMPORTS: Readonly<Record<string, readonly string[]>> = {
  "the reducer (createGraph, reduceEvent)": ["createGraph", "reduceEvent"],
  "a store fed over SSE": ["createConversationStore", "connectSSE"],
  "… and the thread": ["createConversationStore", "connectSSE", "projectThread"],
  "… and the next request's messages": [
    "createConversationStore",
    "connectSSE",
    "projectThread",
    "projectMessages",
  ],
  "… and a token-budgeted context": [
    "createConversationStore",
    "connectSSE",
    "projectThread",
    "projectMessages",
    "projectContext",
  ],
};

interface Size {
  readonly minified: number;
  readonly gzipped: number;
}

async function sizeOf(entryPoint: string): Promise<Size> {
  const result = await build({
    entryPoints: [entryPoint],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    packages: "external",
    loader: { ".css": "empty" },
    write: false,
    logLevel: "error",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

const kilobytes = (bytes: number) => formatNumber(bytes / 1000, 1);

export async function run(): Promise<SectionReport> {
  const entries: Record<string, Size> = {};
  for (const [name, path] of Object.entries(ENTRIES)) {
    entries[name] = await sizeOf(join(ROOT, path));
  }
  const folder = mkdtempSync(join(tmpdir(), "threadline-entries-"));
  const imports: Record<string, Size> = {};
  try {
    for (const [label, names] of Object.entries(IMPORTS)) {
      const probe = join(folder, "probe.ts");
      const list = names.join(", ");
      writeFileSync(
        probe,
        `import { ${list} } from "${join(ROOT, "src/index.ts")}";\nconsole.log(${list});\n`,
      );
      imports[label] = await sizeOf(probe);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const core = entries.threadline as Size;
  const entryRows = Object.entries(entries).map(([name, size]) => [
    `\`${name}\``,
    kilobytes(size.minified),
    kilobytes(size.gzipped),
    name === "threadline" ? `≤ ${kilobytes(CORE_TARGET_BYTES)}` : "",
    name === "threadline" ? (core.gzipped <= CORE_TARGET_BYTES ? "pass" : "FAIL") : "",
  ]);
  const importRows = Object.entries(imports).map(([label, size]) => [
    label,
    kilobytes(size.minified),
    kilobytes(size.gzipped),
  ]);
  const markdown = [
    "## Each entry bundled alone",
    "",
    markdownTable(["entry", "minified kB", "gzipped kB", "target", "verdict"], "lrrrl", entryRows),
    "",
    "## What a chat app pays for its imports from `threadline` (tree-shaken)",
    "",
    markdownTable(["imports", "minified kB", "gzipped kB"], "lrr", importRows),
    "",
    "esbuild, minified, ESM, every package external (React, elkjs, shiki… are the app's own), stylesheets left out; gzip level 9. Sizes in kB of 1,000 bytes.",
  ].join("\n");
  return { json: { entries, imports }, markdown };
}
