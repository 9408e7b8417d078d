import { readdirSync } from "node:fs";
import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, root } from "./modulesOf.js";

/** The reducer's own folders: what a graph is made of, not how to read it. */
const PRIVATE = ["src/core/graph/storage/", "src/core/graph/reducer/"];

/** The modules in a folder and its subfolders, tests left out. */
function modulesIn(folder: string): string[] {
  return readdirSync(resolve(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => `${folder}/${name}`);
}

/** The reducer's private modules that `file` imports, types included. */
function privateImports(file: string): string[] {
  return importsOf(file)
    .files.map((path) => relative(root, path))
    .filter((path) => PRIVATE.some((folder) => path.startsWith(folder)));
}

describe("the public graph", () => {
  it("is told apart from the reducer's private modules", () => {
    expect(privateImports("src/core/graph/createGraph.ts")).toContain(
      "src/core/graph/storage/GraphParts.ts",
    );
  });

  it("is all of the graph that projections and the context import", () => {
    const modules = [...modulesIn("src/core/projections"), ...modulesIn("src/core/context")];
    expect(modules.length).toBeGreaterThan(30);
    const reached = modules.flatMap((file) =>
      privateImports(file).map((path) => `${file} imports ${path}`),
    );
    expect(reached).toEqual([]);
  });
});
