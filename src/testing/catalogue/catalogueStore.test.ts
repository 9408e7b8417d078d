import { describe, expect, it } from "vitest";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { CatalogueEntry } from "./CatalogueEntry.js";
import { catalogueStore, codeLanguages } from "./catalogueStore.js";
import { stateCatalogue } from "./stateCatalogue.js";

const entry = (name: string): CatalogueEntry => {
  const [found] = stateCatalogue({ names: [name] });
  if (!found) throw new Error(name);
  return found;
};

describe("catalogueStore", () => {
  it("holds the entry's graph", () => {
    const complete = entry("tool-complete");
    expect(catalogueStore(complete).getSnapshot()).toEqual(complete.graph);
  });

  it("gives the durations the recording says, whenever it runs", () => {
    const complete = entry("tool-complete");
    const store = catalogueStore(complete);
    const call = projectThread(store.getSnapshot()).find(
      (view) => view.content.kind === "tool_call",
    );
    if (call?.content.kind !== "tool_call") throw new Error("no tool call");
    const { toolCallId } = call.content;
    const at = (type: string) =>
      complete.recording.find(
        ({ event }) => event.type === type && (event as { id?: string }).id === toolCallId,
      )?.at ?? Number.NaN;
    expect(store.durationOf(call)).toBe(at("tool_result") - at("tool_call"));
    expect(store.durationOf(call)).toBeGreaterThan(1_000);
  });

  it("names what is wrong with something that is not an entry", () => {
    expect(() => catalogueStore({ name: "x" } as never)).toThrow(
      /entry: expected a catalogue entry/,
    );
  });
});

describe("codeLanguages", () => {
  it("lists the languages of the fenced code blocks, once each", () => {
    expect(codeLanguages(entry("reasoning-done"))).toEqual(["ts"]);
    expect(codeLanguages(entry("text-streaming-mid-code-block"))).toEqual(["ts"]);
    expect(codeLanguages(entry("tool-running"))).toEqual([]);
  });
});
