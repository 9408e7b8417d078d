import { describe, expect, it } from "vitest";
import { codeTokens, highlighterFor, preloadHighlighter } from "./preloadHighlighter.js";

describe("preloadHighlighter", () => {
  it("colours the very first code it highlights in full", async () => {
    await preloadHighlighter(["ts"]);
    const instance = highlighterFor("ts");
    expect(instance).toBeDefined();
    if (!instance) return;
    const [line] = codeTokens(instance, "const answer: number = 42;", "ts");
    expect(line?.map((token) => token.content)).toContain("answer");
    expect(line?.length).toBeGreaterThan(5);
  });

  it("leaves unknown languages unloaded", async () => {
    await preloadHighlighter(["klingonscript"]);
    expect(highlighterFor("klingonscript")).toBeUndefined();
  });
});
