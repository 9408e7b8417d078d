/**
 * The page the `ui` benchmark section drives in Chromium: it builds a long session and puts
 * `window.threadlineBench` (see UiBenchApi.ts) up for the section to call.
 */
import "threadline/styles.css";
import {
  type ConversationStore,
  createConversationStore,
  type GraphEvent,
  projectThread,
  type ViewNode,
} from "threadline";
import { nextFrame, percentile } from "./frames.js";
import { hugeOutput } from "./hugeOutput.js";
import { firstRender } from "./mount.js";
import { projectionPerEvent } from "./projectionPerEvent.js";
import { sessionEvents } from "./session.js";
import { streamInto } from "./streamInto.js";
import type { NodeSource, Renderer, UiBenchApi } from "./UiBenchApi.js";

let events: GraphEvent[] = [];
let nodes: readonly ViewNode[] = [];
/** Turns of the warm-up session: a few thousand graph nodes, enough for the hot code to be compiled. */
const WARM_UP_TURNS = 1_000;
let warmUpEvents: GraphEvent[] | undefined;

/**
 * Compiles the code a mount runs again after a forced collection threw it away (no collection
 * in an application does that): three projections of a smaller session, then a mount of it
 * the same way as the measured one, then a collection of the young generation only.
 */
async function warmUp(renderer: Renderer, source: NodeSource): Promise<void> {
  warmUpEvents ??= sessionEvents(WARM_UP_TURNS);
  const initialEvents = warmUpEvents;
  for (let round = 0; round < 3; round++)
    projectThread(createConversationStore({ batch: "frame", initialEvents }).getSnapshot());
  const store = createConversationStore({ batch: "frame", initialEvents });
  await firstRender(renderer, source, { nodes: projectThread(store.getSnapshot()), store });
  // The warm-up's garbage, without a full collection (which would throw the code away again).
  window.gc?.({ type: "minor" });
}

function freshStore(): ConversationStore {
  return createConversationStore({ batch: "frame", initialEvents: events });
}

function countNodes(list: readonly ViewNode[]): number {
  let count = 0;
  for (const node of list) {
    count += 1;
    for (const branch of node.branches) count += countNodes(branch);
  }
  return count;
}

window.threadlineBench = {
  prepare(turns) {
    events = sessionEvents(turns);
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      const graph = freshStore().getSnapshot();
      const started = performance.now();
      nodes = projectThread(graph);
      times.push(performance.now() - started);
    }
    const projectMs = percentile(times, 50);
    return { turns, events: events.length, viewNodes: countNodes(nodes), projectMs };
  },
  async idleFrames(seconds) {
    const frames: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) frames.push(await nextFrame());
    const deltas = frames.slice(1).map((time, index) => time - (frames[index] as number));
    return {
      frames: deltas.length,
      frameP50Ms: percentile(deltas, 50),
      frameP95Ms: percentile(deltas, 95),
      frameMaxMs: Math.max(0, ...deltas),
    };
  },
  async firstRender(renderer, source, cold = false) {
    const store = freshStore();
    window.gc?.();
    if (!cold) await warmUp(renderer, source);
    return await firstRender(renderer, source, { nodes, store }, cold);
  },
  async stream(options) {
    const store = freshStore();
    window.gc?.();
    return await streamInto(store, options);
  },
  async hugeOutput(kind, renderer) {
    window.gc?.();
    return await hugeOutput(kind, renderer);
  },
  projectionPerEvent() {
    events = [];
    nodes = [];
    window.gc?.();
    return projectionPerEvent();
  },
} satisfies UiBenchApi;
