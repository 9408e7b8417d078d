import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { parseEvent } from "../../core/graph/parseEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ToolCallState, ViewNode } from "../../core/projections/ViewNode.js";
import type { CatalogueEntry, CatalogueTool } from "./CatalogueEntry.js";
import { stateCatalogue } from "./stateCatalogue.js";

const catalogue = stateCatalogue();
const byName = (name: string, entries: readonly CatalogueEntry[] = catalogue): CatalogueEntry => {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no entry ${name}`);
  return entry;
};
const viewsOf = (entry: CatalogueEntry) => projectThread(entry.graph);

/** Every view, subagent branches, alternatives and summarised originals included. */
function allViews(views: readonly ViewNode[]): ViewNode[] {
  const found: ViewNode[] = [];
  const pending: (readonly ViewNode[])[] = [views];
  for (let list = pending.pop(); list; list = pending.pop())
    for (const view of list) {
      found.push(view);
      pending.push(...view.branches);
      if (view.content.kind === "summary") pending.push(view.content.originals);
    }
  return found;
}

const weather: CatalogueTool = {
  name: "weather",
  input: { city: "Lisbon", days: 3 },
  partialInput: { city: "Lis" },
  output: { temperature: 21, sky: "clear" },
  progress: [{ step: "Asking the forecast service" }, { step: "Reading the radar" }],
  error: "The forecast service timed out",
};

const TOOL_STATES: ToolCallState[] = [
  "pending",
  "awaiting_permission",
  "running",
  "complete",
  "denied",
  "error",
];

describe("stateCatalogue", () => {
  it("names its entries uniquely and the same on every call", () => {
    const names = catalogue.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      "tool-pending",
      "tool-awaiting-permission",
      "tool-running",
      "tool-complete",
      "tool-denied",
      "tool-error",
      "permission-depth-3",
      "run-starting",
      "text-streaming-mid-word",
      "text-streaming-mid-code-block",
      "reasoning-open",
      "reasoning-done",
      "error-mid-stream",
      "summary",
      "alternatives",
      "parallel-subagents",
      "long-thread",
      "rtl-text",
      "cjk-text",
      "huge-output",
      "hostile-content",
    ]);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives each entry a description and the graph its events reduce to", () => {
    for (const entry of catalogue) {
      expect(entry.description.length, entry.name).toBeGreaterThan(10);
      expect(entry.graph, entry.name).toEqual(reduceEvents(createGraph(), entry.events));
      expect(entry.events).toEqual(entry.recording.map((recorded) => recorded.event));
    }
  });

  it("writes only valid events, which the reducer takes without a diagnostic", () => {
    for (const entry of catalogue) {
      for (const event of entry.events) expect(parseEvent(event).ok, entry.name).toBe(true);
      expect(entry.graph.diagnostics, entry.name).toEqual([]);
    }
  });

  it("writes the same events, ids and times on every call", () => {
    const again = stateCatalogue();
    for (const [index, entry] of catalogue.entries()) {
      expect(again[index]?.recording).toEqual(entry.recording);
      expect(again[index]?.tags).toEqual(entry.tags);
    }
  });

  it("numbers the events by seq and times them from 0, never going back", () => {
    for (const entry of catalogue) {
      expect(entry.recording[0]?.at, entry.name).toBe(0);
      let previous = 0;
      entry.recording.forEach((recorded, index) => {
        expect(recorded.event.seq).toBe(index + 1);
        expect(recorded.at).toBeGreaterThanOrEqual(previous);
        previous = recorded.at;
      });
    }
  });

  it("shows each tool call state in the entry named for it", () => {
    const named: Record<string, ToolCallState> = {
      "tool-pending": "pending",
      "tool-awaiting-permission": "awaiting_permission",
      "tool-running": "running",
      "tool-complete": "complete",
      "tool-denied": "denied",
      "tool-error": "error",
    };
    for (const [name, state] of Object.entries(named)) {
      const calls = allViews(viewsOf(byName(name))).filter(
        (view) => view.content.kind === "tool_call" && view.content.name === "exec",
      );
      expect(calls.map((view) => view.content.kind === "tool_call" && view.content.state)).toEqual([
        state,
      ]);
      expect(byName(name).states).toEqual([state]);
      expect(byName(name).tags).toContain(`state:${state}`);
    }
  });

  it("has a permission waiting at depth 0 and at depth 3", () => {
    expect(byName("tool-awaiting-permission").tags).toContain("depth:0");
    const deep = byName("permission-depth-3");
    expect(deep.tags).toEqual(expect.arrayContaining(["depth:3", "state:awaiting_permission"]));
    const [lead] = viewsOf(deep).filter((view) => view.content.kind === "tool_call");
    let depth = 0;
    let calls = lead ? [lead] : [];
    for (; calls.length > 0 && depth < 10; depth++) {
      const waiting = calls.find(
        (view) => view.content.kind === "tool_call" && view.content.state === "awaiting_permission",
      );
      if (waiting) break;
      calls = calls.flatMap((view) =>
        view.branches.flat().filter((child) => child.content.kind === "tool_call"),
      );
    }
    expect(depth).toBe(3);
  });

  it("cuts streaming text in the middle of a word and inside an open code fence", () => {
    const word = viewsOf(byName("text-streaming-mid-word")).at(-1);
    expect(word?.status).toBe("streaming");
    expect(word?.content.kind === "text" && word.content.text).toMatch(/requ$/);
    const code = viewsOf(byName("text-streaming-mid-code-block")).at(-1);
    const text = code?.content.kind === "text" ? code.content.text : "";
    expect(code?.status).toBe("streaming");
    expect(text.match(/```/g)).toHaveLength(1);
  });

  it("has reasoning still streaming and reasoning done", () => {
    const open = viewsOf(byName("reasoning-open")).find(
      (view) => view.content.kind === "reasoning",
    );
    expect(open?.status).toBe("streaming");
    const done = viewsOf(byName("reasoning-done")).find(
      (view) => view.content.kind === "reasoning",
    );
    expect(done?.status).toBe("complete");
  });

  it("has an error after text that had begun, a summary, alternatives and parallel subagents", () => {
    const broken = viewsOf(byName("error-mid-stream"));
    expect(broken.map((view) => view.content.kind)).toEqual(["user", "text", "error"]);
    const summary = viewsOf(byName("summary")).find((view) => view.content.kind === "summary");
    expect(summary?.content.kind === "summary" && summary.content.originals.length).toBeGreaterThan(
      1,
    );
    const first = viewsOf(byName("alternatives")).find((view) => view.alternatives);
    expect(first?.alternatives).toMatchObject({ index: 0, count: 3 });
    const research = viewsOf(byName("parallel-subagents")).find(
      (view) => view.content.kind === "tool_call",
    );
    expect(research?.branches).toHaveLength(3);
  });

  it("has a long thread, right-to-left and CJK text, huge outputs and hostile content", () => {
    const turns = viewsOf(byName("long-thread")).filter((view) => view.role === "user");
    expect(turns.length).toBeGreaterThanOrEqual(100);
    const text = (name: string) => JSON.stringify(byName(name).events);
    expect(text("rtl-text")).toMatch(/[\u0590-\u05FF]/);
    expect(text("rtl-text")).toMatch(/[\u0600-\u06FF]/);
    expect(text("cjk-text")).toMatch(/[\u4E00-\u9FFF]/);
    expect(text("huge-output").length).toBeGreaterThan(100_000);
    expect(text("hostile-content")).toContain("<script>alert(1)</script>");
  });
});

describe("stateCatalogue with your tool", () => {
  const entries = stateCatalogue({ tool: weather });

  it("produces every tool call state for your tool, under the same names", () => {
    const mine = entries.filter((entry) => entry.tools.includes("weather"));
    expect(mine.map((entry) => entry.name)).toEqual([
      "tool-pending",
      "tool-awaiting-permission",
      "tool-running",
      "tool-complete",
      "tool-denied",
      "tool-error",
      "permission-depth-3",
    ]);
    const states = new Set(
      mine.flatMap((entry) =>
        allViews(viewsOf(entry)).flatMap((view) =>
          view.content.kind === "tool_call" && view.content.name === "weather"
            ? [view.content.state]
            : [],
        ),
      ),
    );
    expect([...states].sort()).toEqual([...TOOL_STATES].sort());
    expect(byName("tool-pending", entries).tags).toContain("tool:weather");
  });

  it("calls your tool with your inputs, outputs, progress and error", () => {
    const call = (name: string) =>
      allViews(viewsOf(byName(name, entries))).find((view) => view.content.kind === "tool_call");
    expect(call("tool-pending")?.content).toMatchObject({ input: { city: "Lis" } });
    expect(call("tool-complete")?.content).toMatchObject({
      input: weather.input,
      output: weather.output,
      progress: weather.progress,
    });
    expect(call("tool-error")?.content).toMatchObject({
      output: { error: "The forecast service timed out" },
    });
  });

  it("keeps the entries that are not about a tool call as they are", () => {
    expect(byName("reasoning-done", entries).recording).toEqual(byName("reasoning-done").recording);
  });
});

describe("stateCatalogue filters", () => {
  it("keeps the entries calling a tool of a name", () => {
    const found = stateCatalogue({ tool: weather, toolName: "weather" });
    expect(found).toHaveLength(7);
    expect(found.every((entry) => entry.tools.includes("weather"))).toBe(true);
  });

  it("keeps the entries showing one of the states asked for", () => {
    const found = stateCatalogue({ states: ["denied", "pending"] });
    expect(found.map((entry) => entry.name)).toEqual(["tool-pending", "tool-denied"]);
  });

  it("keeps the entries having every tag asked for, and the entries named", () => {
    expect(
      stateCatalogue({ tags: ["permission", "subagents"] }).map((entry) => entry.name),
    ).toEqual(["permission-depth-3"]);
    expect(stateCatalogue({ names: ["summary", "rtl-text"] }).map((entry) => entry.name)).toEqual([
      "summary",
      "rtl-text",
    ]);
  });

  it("names what is wrong with bad options", () => {
    expect(() => stateCatalogue({ names: ["tool-flying"] })).toThrow(
      /names: no catalogue entry is called "tool-flying"/,
    );
    expect(() => stateCatalogue({ states: ["asleep" as ToolCallState] })).toThrow(
      /states: "asleep" is not a tool call state/,
    );
    expect(() => stateCatalogue({ tool: { ...weather, name: " " } })).toThrow(/tool.name/);
    expect(() => stateCatalogue({ tool: { name: "weather", output: 1 } as never })).toThrow(
      /tool.input: missing for the tool "weather"/,
    );
    expect(() => stateCatalogue({ tool: { ...weather, progress: "50%" as never } })).toThrow(
      /tool.progress/,
    );
  });
});
