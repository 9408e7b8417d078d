import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const importPattern =
  /(?:import|export)\s[^"']*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

function modulesOf(entry: string): { files: string[]; bare: string[] } {
  const files: string[] = [];
  const bare = new Set<string>();
  const queue = [resolve(root, entry)];
  for (const file of queue) {
    if (files.includes(file)) continue;
    files.push(file);
    // JSDoc examples show imports too; only code counts.
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const match of code.matchAll(importPattern)) {
      const specifier = (match[1] ?? match[2] ?? match[3]) as string;
      if (specifier.startsWith("."))
        queue.push(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else bare.add(specifier);
    }
  }
  return { files, bare: [...bare].sort() };
}

describe("threadline entry purity", () => {
  it("reaches only core modules and imports no UI package", () => {
    const { files, bare } = modulesOf("src/index.ts");
    expect(files.length).toBeGreaterThan(5);
    for (const file of files.slice(1))
      expect(file.startsWith(resolve(root, "src/core"))).toBe(true);
    // The SSE parser is a dependency; the exact token counter is an optional peer, imported
    // only when asked for.
    expect(bare.filter((name) => !name.startsWith("node:"))).toEqual([
      "eventsource-parser",
      "gpt-tokenizer/encoding/cl100k_base",
      "gpt-tokenizer/encoding/o200k_base",
    ]);
    expect(bare.filter((name) => /react|xyflow|elkjs|dom/i.test(name))).toEqual([]);
  });

  it("threadline/adapters reaches only adapter and core modules, and no UI package", () => {
    const { files, bare } = modulesOf("src/adapters/index.ts");
    expect(files.length).toBeGreaterThan(5);
    for (const file of files.slice(1)) {
      const inside = ["src/adapters", "src/core"].some((folder) =>
        file.startsWith(resolve(root, folder)),
      );
      expect(inside, file).toBe(true);
    }
    // Tool inputs stream as partial JSON.
    expect(bare).toEqual(["partial-json"]);
  });

  // Node's types stand in for what every host has (timers, fetch, web streams); the DOM
  // library (window, document, animation frames) is left out, so core cannot lean on it.
  it("type-checks without the DOM library", () => {
    const tsc = resolve(root, "node_modules/.bin/tsc");
    const run = () =>
      execFileSync(tsc, ["-p", "tsconfig.core.json", "--noEmit"], { cwd: root, encoding: "utf8" });
    expect(run).not.toThrow();
  });
});
