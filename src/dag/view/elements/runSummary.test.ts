import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import { deepNestingSession, multiAgentScenario, researchAgentSession } from "threadline/testing";
import { describe, expect, it } from "vitest";
import type { DagLayout, DagLayoutResult, PlacedDagGroup } from "../../layout/DagLayout.js";
import { layoutDag } from "../../layout/layoutDag.js";
import { everyKindAndStatus } from "../dagLabels.fixtures.js";
import { type DagRunCall, type DagRunSummary, summariseRuns } from "./runSummary.js";

async function layoutOf(events: readonly GraphEvent[]): Promise<DagLayout> {
  const result: DagLayoutResult = await layoutDag(projectDAG(reduceEvents(createGraph(), events)));
  if (result.status !== "ok") throw new Error(result.reason);
  return result;
}

const group = (layout: DagLayout, id: string) =>
  layout.groups.find((candidate) => candidate.id === id) as PlacedDagGroup;

const callsOf = (summary: DagRunSummary) =>
  summary.outline.filter((step): step is DagRunCall => step.kind === "tool_call");

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("summariseRuns", () => {
  it("counts a run's own steps and tools, not its subagents', and says what it was about", async () => {
    const layout = await layoutOf(multiAgentScenario().events());
    const summaryOf = summariseRuns(layout);
    expect(summaryOf(group(layout, "run:lead-1"))).toMatchObject({
      state: "complete",
      steps: 6,
      tools: 2,
      task: "The checkout tests fail since this morn…",
    });
    expect(summaryOf(group(layout, "run:researcher-1"))).toMatchObject({
      steps: 4,
      tools: 2,
      task: "What changed in coupon handling since yesterday?",
    });
    expect(summaryOf(group(layout, "run:user-1"))).toMatchObject({
      steps: 0,
      tools: 0,
      task: "The checkout tests fail since this morn…",
    });
  });

  it("lists a run's own tool calls in order with their states, without those taken back", async () => {
    const layout = await layoutOf(everyKindAndStatus());
    const summaryOf = summariseRuns(layout);
    expect(
      callsOf(summaryOf(group(layout, "run:lead-1"))).map(({ tool, state }) => [tool, state]),
    ).toEqual([
      ["read_file", "complete"],
      ["exec", "error"],
      ["exec", "denied"],
      ["exec", "complete"],
      ["exec", "complete"],
      ["exec", "denied"],
      ["delegate", "complete"],
    ]);
    expect(callsOf(summaryOf(group(layout, "run:helper-1")))).toHaveLength(1);
    expect(callsOf(summaryOf(group(layout, "run:lead-4"))).map((call) => call.state)).toEqual([
      "running",
      "pending",
    ]);
  });

  it("outlines a run's own steps in order: texts, reasoning and errors between its calls", async () => {
    const layout = await layoutOf(multiAgentScenario().events());
    const summaryOf = summariseRuns(layout);
    expect(summaryOf(group(layout, "run:lead-1")).outline.map((step) => step.kind)).toEqual([
      "reasoning",
      "text",
      "tool_call",
      "text",
      "tool_call",
      "text",
    ]);
    const texts = layout.nodes.filter(
      (node) => node.groupId === "run:lead-1" && node.kind === "text",
    );
    expect(
      summaryOf(group(layout, "run:lead-1")).outline.flatMap((step) =>
        step.kind === "text" ? [step.text] : [],
      ),
    ).toEqual(texts.map((node) => node.label));
    const failing = await layoutOf(everyKindAndStatus());
    const errors = failing.nodes.filter((node) => node.kind === "error");
    expect(errors.length).toBeGreaterThan(0);
    const listed = failing.groups.flatMap((box) =>
      summariseRuns(failing)(box).outline.filter((step) => step.kind === "error"),
    );
    expect(listed.map((step) => step.id)).toEqual(errors.map((node) => node.id));
  });

  it("says a run waits for permission, failed or goes on, as the thread's subagent card", async () => {
    const layout = await layoutOf(everyKindAndStatus());
    const summaryOf = summariseRuns(layout);
    expect(summaryOf(group(layout, "run:lead-1")).state).toBe("complete");
    expect(summaryOf(group(layout, "run:lead-2")).state).toBe("awaiting_permission");
    expect(summaryOf(group(layout, "run:lead-3")).state).toBe("error");
    expect(summaryOf(group(layout, "run:lead-4")).state).toBe("running");
  });

  it("leaves the struck-through steps of a discarded attempt out of the count", async () => {
    const layout = await layoutOf(everyKindAndStatus());
    const lead = layout.nodes.filter((node) => node.groupId === "run:lead-3");
    expect(lead.some((node) => node.status === "discarded")).toBe(true);
    expect(summariseRuns(layout)(group(layout, "run:lead-3")).steps).toBe(0);
  });

  it("puts each card inside its box and clear of every box nested in it", async () => {
    for (const events of [
      deepNestingSession().events(),
      researchAgentSession().events(),
      multiAgentScenario().events(),
    ]) {
      const layout = await layoutOf(events);
      const summaryOf = summariseRuns(layout);
      for (const box of layout.groups) {
        const { card } = summaryOf(box);
        const placed = { ...card, x: box.x + card.x, y: box.y + card.y };
        expect(card.width).toBeGreaterThan(0);
        expect(card.height).toBeGreaterThan(0);
        expect(placed.x + placed.width).toBeLessThanOrEqual(box.x + box.width);
        expect(placed.y + placed.height).toBeLessThanOrEqual(box.y + box.height);
        for (const nested of layout.groups.filter((other) => other.parentGroupId === box.id))
          expect(overlaps(placed, nested)).toBe(false);
      }
    }
  });

  it("takes the band above nested boxes when it has the room, as in a research fan-out", async () => {
    const layout = await layoutOf(researchAgentSession().events());
    const lead = group(layout, "run:lead-1");
    const { card } = summariseRuns(layout)(lead);
    expect(card.width).toBe(lead.width);
    expect(card.height).toBeLessThan(lead.height);
  });
});
