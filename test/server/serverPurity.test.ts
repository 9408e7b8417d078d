import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { modulesOf, root } from "../modulesOf.js";

describe("threadline/server entry purity", () => {
  it("reaches only server and core modules, and loads no package but the Redis client", () => {
    const { files, bare } = modulesOf("src/server/index.ts", { typeImports: false });
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
