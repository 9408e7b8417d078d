/**
 * The `entries` section: what each public entry weighs in a user's bundle, bundled alone by
 * esbuild (minified, every package external, stylesheets left out) and gzipped at level 9;
 * then what an app pays for the imports a chat usually makes, tree-shaken the same way.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * The same question asked of a peer: what the Vercel AI SDK's client costs an app for reading a
 * chat stream (`ai`, installed by `npm test` in test/deps/ai-sdk), bundled with its own
 * dependencies (zod, the provider utilities), since an app installs those with it.
 */
const PEER_DIR = join(ROOT, "test/deps/ai-sdk");
const PEER_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  "reading a UI message stream (readUIMessageStream)": ["readUIMessageStream"],
  "a chat over HTTP (AbstractChat, DefaultChatTransport; useChat's core)": [
    "AbstractChat",
    "DefaultChatTransport",
  ],
};

async function peerSizeOf(names: readonly string[]): Promise<Size> {
  const result = await build({
    stdin: { contents: `export { ${names.join(", ")} } from "ai";`, resolveDir: PEER_DIR },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
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
  const peerVersion = existsSync(join(PEER_DIR, "node_modules/ai/package.json"))
    ? (
        JSON.parse(readFileSync(join(PEER_DIR, "node_modules/ai/package.json"), "utf8")) as {
          version: string;
        }
      ).version
    : undefined;
  const peer: Record<string, Size> = {};
  if (peerVersion) {
    for (const [label, names] of Object.entries(PEER_IMPORTS))
      peer[label] = await peerSizeOf(names);
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
    peerVersion
      ? [
          `The same for a peer, the Vercel AI SDK's client (\`ai\` ${peerVersion}), bundled with the dependencies it brings (zod, its provider utilities):`,
          "",
          markdownTable(
            ["imports", "minified kB", "gzipped kB"],
            "lrr",
            Object.entries(peer).map(([label, size]) => [
              label,
              kilobytes(size.minified),
              kilobytes(size.gzipped),
            ]),
          ),
          "",
        ].join("\n")
      : "The AI SDK for the peer row is not installed (run `node scripts/test-deps.mjs`).\n",
    "esbuild, minified, ESM, every package external (React, elkjs, shiki… are the app's own), stylesheets left out; gzip level 9. Sizes in kB of 1,000 bytes.",
  ].join("\n");
  return { json: { entries, imports, peer }, markdown };
}
