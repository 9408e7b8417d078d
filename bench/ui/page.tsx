/**
 * The page the `ui` benchmark section drives in Chromium: it builds a long session (and a
 * heavy one) and puts `window.threadlineBench` (see UiBenchApi.ts) up for the section to call.
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
import { type SessionName, sessionEvents } from "./session.js";
import { streamInto } from "./streamInto.js";
import type { NodeSource, Renderer, UiBenchApi } from "./UiBenchApi.js";

/** The long session's events and their projection, and the heavy session's events. */
let events: GraphEvent[] = [];
let nodes: readonly ViewNode[] = [];
let heavyEvents: GraphEvent[] = [];
/** Turns of the warm-up session: a few thousand graph nodes, enough for the hot code to be compiled. */
const WARM_UP_TURNS = 1_000;
const warmUpEvents = new Map<SessionName, GraphEvent[]>();

/**
 * Compiles the code a mount runs again after a forced collection threw it away (no collection
 * in an application does that): three projections of a smaller session of the same kind, then
 * a mount of it the same way as the measured one, then a collection of the young generation only.
 */
async function warmUp(renderer: Renderer, source: NodeSource, session: SessionName) {
  const initialEvents = warmUpEvents.get(session) ?? sessionEvents(WARM_UP_TURNS, session);
  warmUpEvents.set(session, initialEvents);
  for (let round = 0; round < 3; round++)
    projectThread(createConversationStore({ batch: "frame", initialEvents }).getSnapshot());
  const store = createConversationStore({ batch: "frame", initialEvents });
  const input = { nodes: projectThread(store.getSnapshot()), store };
  await firstRender(session, renderer, source, input);
  // The warm-up's garbage, without a full collection (which would throw the code away again).
  window.gc?.({ type: "minor" });
}

function freshStore(session: SessionName = "long"): ConversationStore {
  const initialEvents = session === "long" ? events : heavyEvents;
  return createConversationStore({ batch: "frame", initialEvents });
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
  prepare(turns, session = "long") {
    const built = sessionEvents(turns, session);
    if (session === "long") events = built;
    else heavyEvents = built;
    const times: number[] = [];
    let projected: readonly ViewNode[] = [];
    for (let round = 0; round < 3; round++) {
      const graph = freshStore(session).getSnapshot();
      const started = performance.now();
      projected = projectThread(graph);
      times.push(performance.now() - started);
    }
    // The heavy session goes to `Chat`, which projects it itself: only its counts are kept.
    if (session === "long") nodes = projected;
    return {
      session,
      turns,
      events: built.length,
      viewNodes: countNodes(projected),
      topLevelViews: projected.length,
      projectMs: percentile(times, 50),
    };
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
  async firstRender(renderer, source, cold = false, session = "long") {
    if (session === "heavy" && source === "props" && renderer !== "chat")
      throw new Error("firstRender: the heavy session is mounted from the store only");
    const store = freshStore(session);
    window.gc?.();
    if (!cold) await warmUp(renderer, source, session);
    return await firstRender(session, renderer, source, { nodes, store }, cold);
  },
  async stream(options) {
    const store = freshStore(options.session);
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
    heavyEvents = [];
    warmUpEvents.clear();
    window.gc?.();
    return projectionPerEvent();
  },
} satisfies UiBenchApi;
