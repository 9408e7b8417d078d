import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const importPattern =
  /(?:import|export)\s[^"']*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

/** Every module an entry reaches and the packages they import (type-only imports excluded). */
function modulesOf(entry: string): { files: string[]; bare: string[] } {
  const files: string[] = [];
  const bare = new Set<string>();
  const queue = [resolve(root, entry)];
  for (const file of queue) {
    if (files.includes(file)) continue;
    files.push(file);
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/^import type [^;]*;$/gm, "");
    for (const match of code.matchAll(importPattern)) {
      const specifier = (match[1] ?? match[2] ?? match[3]) as string;
      if (specifier.startsWith("."))
        queue.push(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else bare.add(specifier);
    }
  }
  return { files, bare: [...bare].sort() };
}

describe("threadline/server entry purity", () => {
  it("reaches only server and core modules, and loads no package but the Redis client", () => {
    const { files, bare } = modulesOf("src/server/index.ts");
    for (const file of files.slice(1)) {
      const inside = ["src/server/", "src/core/"].some((folder) =>
        file.startsWith(resolve(root, folder)),
      );
      expect(inside, file).toBe(true);
    }
    // Node's http types are imported as types only; @redis/client is imported on demand.
    expect(bare).toEqual(["@redis/client"]);
  });

  it("imports the Redis client only on demand, so Fetch runtimes never load it", () => {
    const source = readFileSync(resolve(root, "src/server/createRedisEventLog.ts"), "utf8");
    expect(source).toMatch(/await import\("@redis\/client"\)/);
    expect(source).not.toMatch(/^import [^t][^;]*"@redis\/client"/m);
  });
});
