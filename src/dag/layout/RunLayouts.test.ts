import type { ElkNode } from "elkjs/lib/elk-api.js";
import { createGraph, type GraphEvent, projectDAG, reduceEvents } from "threadline";
import { longSession, multiAgentScenario } from "threadline/testing";
import { describe, expect, it } from "vitest";
import { type LayoutPicture, toLayoutInput } from "./LayoutInput.js";
import { chainPiece, elkOptions, PIECE_ITEMS, readPiece } from "./layoutPieces.js";
import { resolveSettings } from "./layoutSettings.js";
import { FIRST_PICTURE_NODES, RunLayouts } from "./RunLayouts.js";
import { loadSyncElk } from "./syncElk.js";

const dagOf = (events: GraphEvent[]) => projectDAG(reduceEvents(createGraph(), events));
const inputOf = (events: GraphEvent[]) => toLayoutInput(dagOf(events), resolveSettings({}));

/** RunLayouts over the real elkjs, noting how many items each elkjs call was given. */
async function counted() {
  const elk = await loadSyncElk();
  const calls: number[] = [];
  const engine = new RunLayouts({
    layout(graph: ElkNode) {
      calls.push(graph.children?.length ?? 0);
      return elk.layout(graph);
    },
  });
  return { engine, calls };
}

function run(engine: RunLayouts, events: GraphEvent[]) {
  const steps = engine.layout(inputOf(events));
  const partial: LayoutPicture[] = [];
  for (;;) {
    const step = steps.next();
    if (step.done) return { full: step.value, partial };
    if (step.value) partial.push(step.value);
  }
}

describe("RunLayouts", { timeout: 60_000 }, () => {
  it("gives no elkjs call more than PIECE_ITEMS items, however long the chat", async () => {
    const { engine, calls } = await counted();
    const events = longSession(150).events();
    run(engine, events);
    expect(inputOf(events).groups.length).toBeGreaterThan(4 * PIECE_ITEMS);
    expect(Math.max(...calls)).toBeLessThanOrEqual(PIECE_ITEMS);
  });

  it("calls elkjs again only for the pieces a new node changed", async () => {
    const { engine, calls } = await counted();
    const events = multiAgentScenario().events();
    let cut = events.length - 1;
    while (dagOf(events.slice(0, cut)).nodes.length === dagOf(events).nodes.length) cut--;
    run(engine, events.slice(0, cut));
    const first = calls.length;
    run(engine, events.slice(0, cut));
    expect(calls.length).toBe(first);
    expect(first).toBeGreaterThan(0);
    run(engine, events);
    expect(calls.length - first).toBeLessThanOrEqual(first);
  });

  it("lays a long chat's newest turn out with a few elkjs calls of a few items", async () => {
    const { engine, calls } = await counted();
    const events = longSession(150).events();
    run(engine, events.slice(0, -1));
    const before = calls.length;
    run(engine, events);
    const again = calls.slice(before);
    expect(again.length).toBeLessThanOrEqual(3);
    expect(again.reduce((sum, items) => sum + items, 0)).toBeLessThanOrEqual(2 * PIECE_ITEMS);
  });

  it("draws the newest runs of a big DAG first, then everything", async () => {
    const { engine } = await counted();
    const events = longSession(150).events();
    const { full, partial } = run(engine, events);
    const input = inputOf(events);
    expect(partial).toHaveLength(1);
    const shown = (picture: LayoutPicture) =>
      input.nodes.filter((_, index) => !Number.isNaN(picture.nodeBoxes[index * 4]));
    const first = shown(partial[0] as LayoutPicture);
    expect(first.length).toBeGreaterThanOrEqual(FIRST_PICTURE_NODES);
    expect(first.length).toBeLessThan(input.nodes.length / 2);
    expect(first.at(-1)).toBe(input.nodes.at(-1));
    expect(shown(full)).toHaveLength(input.nodes.length);
    expect(full.partial).toBe(false);
  });

  it("draws a small DAG in one picture", async () => {
    const { engine } = await counted();
    expect(run(engine, multiAgentScenario().events()).partial).toEqual([]);
  });
});

describe("chainPiece", () => {
  it("gives a chain the boxes and routes elkjs gives it", async () => {
    const elk = await loadSyncElk();
    const spacing = resolveSettings({});
    const input = toLayoutInput({ nodes: [], edges: [], groups: [] }, spacing);
    for (const widths of [[80], [100, 60, 80], [64, 200, 90, 120, 64, 300, 75]]) {
      const items = widths.map((_, index) => `item${index}`);
      const sizes = new Map(
        items.map((item, index) => [item, { width: widths[index] ?? 0, height: 32 + index * 3 }]),
      );
      const pairs = items
        .slice(1)
        .map((target, index) => ({ source: items[index] as string, target, edge: {} as never }));
      const chain = chainPiece({ sizes, input }, items, pairs);
      const laidOut = readPiece(
        elk.layout({
          id: "piece",
          layoutOptions: elkOptions(input.spacing),
          children: items.map((id) => ({ id, ...sizes.get(id) })),
          edges: pairs.map((pair, index) => ({
            id: String(index),
            sources: [pair.source],
            targets: [pair.target],
          })),
        }),
        pairs,
      );
      expect(chain?.size).toEqual(laidOut.size);
      for (const item of items) expect(chain?.boxes.get(item)).toEqual(laidOut.boxes.get(item));
      for (const [key, route] of laidOut.routes) {
        expect(chain?.routes.get(key)?.[0]).toEqual(route[0]);
        expect(chain?.routes.get(key)?.at(-1)).toEqual(route.at(-1));
      }
    }
  });
});
