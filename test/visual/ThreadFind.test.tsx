import { afterEach, describe, expect, it } from "vitest";
import { commands } from "vitest/browser";
import type { FindPageAction, FindPageState } from "./find/findPageCommand.js";
import { FOUND_ONCE } from "./find/findSession.js";

declare module "vitest/browser" {
  interface BrowserCommands {
    findPage(action: FindPageAction): Promise<FindPageState | undefined>;
  }
}

async function state(word: string): Promise<FindPageState> {
  const read = await commands.findPage({ kind: "state", word });
  if (!read) throw new Error("the find page gave no state");
  return read;
}

afterEach(async () => {
  await commands.findPage({ kind: "close" });
});

describe("the browser's find in a 2,000-turn thread", () => {
  it("keeps the text of every turn not drawn, once, and none of the drawn ones", async () => {
    await commands.findPage({ kind: "open" });
    const far = await state("quetzal");
    expect(far.word).toBeUndefined();
    expect(far.occurrences).toBe(1);
    expect(far.chunks).toBeGreaterThan(0);
    expect(far.chunks).toBeLessThanOrEqual(42);
    expect(far.revealed).toBe(0);
    const last = await state("Explain what you changed");
    expect(last.word?.inView).toBe(true);
    expect(last.occurrences).toBe(1);
  });

  it("draws the turn of a match far above the view and stays there through the stream", async () => {
    await commands.findPage({ kind: "open" });
    await commands.findPage({ kind: "link", text: "quetzal" });
    const found = await state("quetzal");
    expect(found.word?.turn).toBe(FOUND_ONCE.quetzal);
    expect(found.word?.inView).toBe(true);
    expect(Math.abs(found.word?.fromMiddle ?? Number.POSITIVE_INFINITY)).toBeLessThan(150);
    expect(found.revealed).toBe(0);
    expect(found.occurrences).toBe(1);
    expect(found.jumpToLatest).toBe(true);
    await commands.findPage({ kind: "stream", tokens: 20 });
    const after = await state("quetzal");
    expect(after.word?.inView).toBe(true);
    expect(Math.abs((after.word?.fromMiddle ?? 0) - (found.word?.fromMiddle ?? 0))).toBeLessThan(2);
    expect(after.jumpToLatest).toBe(true);
  });

  it("finds a match below the view, and one in a tool call's line", async () => {
    await commands.findPage({ kind: "open" });
    await commands.findPage({ kind: "scroll", top: 0 });
    await commands.findPage({ kind: "link", text: "axolotl" });
    const below = await state("axolotl");
    expect(below.word?.turn).toBe(FOUND_ONCE.axolotl);
    expect(below.word?.inView).toBe(true);
    expect(below.revealed).toBe(0);
    await commands.findPage({ kind: "link", text: "pangolin-report.txt" });
    const tool = await state("pangolin-report.txt");
    expect(tool.word?.turn).toBe(FOUND_ONCE["pangolin-report.txt"]);
    expect(tool.word?.inView).toBe(true);
  });
});
