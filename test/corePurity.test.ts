import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { modulesOf, root } from "./modulesOf.js";

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
