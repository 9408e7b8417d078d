import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createGraph } from "../graph/createGraph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import { projectMessages } from "../projections/messages/projectMessages.js";
import { projectThread } from "../projections/thread/projectThread.js";
import { createConversationStore } from "../store/createConversationStore.js";
import { connectSSE } from "./connectSSE.js";

/** A deterministic pseudo-random number generator (mulberry32), so cuts land the same each run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index} `);

function deltas(
  type: "text" | "reasoning",
  id: string,
  run: { readonly runId: string; readonly agentId: string },
  count: number,
): GraphEvent[] {
  return words(count, id).map((content) => ({ type, id, ...run, content }));
}

/** A recorded multi-agent session: two turns, reasoning, text, tools, a relay, a subagent. */
function recordedSession(): GraphEvent[] {
  const main = { runId: "a1", agentId: "planner" } as const;
  const sub = { runId: "s1", agentId: "researcher", parentId: "call-research" } as const;
  const next = { runId: "a2", agentId: "planner", parentId: "u2:user" } as const;
  const research = { type: "tool_call", id: "call-research", ...main, name: "research" } as const;
  const search = { id: "call-search", runId: "s1", agentId: "researcher", name: "exec" } as const;
  const events: GraphEvent[] = [
    { type: "user", runId: "u1", content: "Plan three days in Lisbon" },
    { type: "harness_start", ...main, parentId: "u1:user" },
    ...deltas("reasoning", "a1.think", main, 30),
    ...deltas("text", "a1.text", main, 60),
    { ...research, input: { topic: "Lis" }, partial: true },
    { ...research, input: { topic: "Lisbon sights" } },
    { type: "harness_start", ...sub },
    ...deltas("text", "s1.text", sub, 40),
    { type: "tool_call", ...search, input: { command: "search lisbon" } },
    {
      type: "relay",
      kind: "permission",
      id: "s1.ask",
      runId: "s1",
      agentId: "researcher",
      toolCallId: "call-search",
      tool: "exec",
      params: {},
    },
    { type: "relay_resolved", relayId: "s1.ask", decision: "allow" },
    ...words(30, "line").map(
      (data, step): GraphEvent => ({
        type: "tool_progress",
        id: `call-search.progress${step}`,
        runId: "s1",
        agentId: "researcher",
        name: "exec",
        toolCallId: "call-search",
        content: { channel: "stdout", data },
      }),
    ),
    { type: "tool_result", ...search, output: { hits: 3 } },
    ...deltas("text", "s1.summary", sub, 40),
    { type: "usage", ...sub, inputTokens: 900, outputTokens: 120 },
    { type: "harness_end", ...sub },
    {
      type: "tool_result",
      id: "call-research",
      ...main,
      name: "research",
      output: "Belém, Alfama, Sintra",
    },
    ...deltas("text", "a1.answer", main, 60),
    { type: "usage", ...main, inputTokens: 1500, outputTokens: 400 },
    { type: "harness_end", ...main },
    { type: "user", runId: "u2", parentId: "a1:harness_end", content: "And a fourth day?" },
    { type: "harness_start", ...next },
    ...deltas("text", "a2.text", next, 50),
    { type: "harness_end", ...next },
  ];
  return events.map((event, index) => ({ ...event, seq: index + 1 }));
}

const session = recordedSession();
const encoder = new TextEncoder();
const frames = session.map((event) =>
  encoder.encode(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`),
);
const frameStarts = [0];
for (const frame of frames) frameStarts.push((frameStarts.at(-1) as number) + frame.length);
const wholeStream = Buffer.concat(frames);
const ending = encoder.encode("event: done\ndata: {}\n\n");

/** The `seq` (and SSE id) of the last event a client got whole before a cut, as sent back. */
function lastIdBefore(cut: number): string | undefined {
  const complete = frameStarts.slice(1).filter((end) => end <= cut).length;
  return complete === 0 ? undefined : String(complete);
}

function cutPoints(count: number, seed: number): number[] {
  const random = seededRandom(seed);
  const cuts = new Set<number>();
  while (cuts.size < count) cuts.add(1 + Math.floor(random() * (wholeStream.length - 1)));
  return [...cuts].sort((left, right) => left - right);
}

/** Serves the session, cutting the connection at each of `cuts` (byte offsets) once. */
async function serveSession(
  cuts: number[],
  resume: "honours Last-Event-ID" | "replays from the start",
) {
  const pending = [...cuts];
  const lastEventIds: (string | undefined)[] = [];
  const usedCuts: number[] = [];
  let sentBytes = 0;
  const server = createServer((request, response) => {
    const lastEventId = request.headers["last-event-id"] as string | undefined;
    lastEventIds.push(lastEventId);
    const resumed = resume === "honours Last-Event-ID" && lastEventId !== undefined;
    const from = resumed ? (frameStarts[Number(lastEventId)] as number) : 0;
    while (pending.length > 0 && (pending[0] as number) <= from) pending.shift();
    const cut = pending.shift();
    if (cut !== undefined) usedCuts.push(cut);
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    sentBytes += (cut ?? wholeStream.length) - from;
    if (cut === undefined) response.end(Buffer.concat([wholeStream.subarray(from), ending]));
    else response.write(wholeStream.subarray(from, cut), () => response.destroy());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const stop = () => {
    server.closeAllConnections();
    server.close();
  };
  return {
    url: `http://127.0.0.1:${port}/events`,
    lastEventIds,
    usedCuts,
    sentBytes: () => sentBytes,
    stop,
  };
}

async function runClient(url: string) {
  const store = createConversationStore({ batch: "microtask" });
  const connection = connectSSE(store, url, { retry: { initialDelayMs: 1, maxDelayMs: 4 } });
  await connection.done;
  return { connection, graph: store.getSnapshot(), received: store.log.length };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("connectSSE against a server that drops the connection", () => {
  const reference = reduceEvents(createGraph(), session);

  it("records a session of 300+ events with seq, ids and a subagent run", () => {
    expect(session.length).toBeGreaterThanOrEqual(300);
    expect(reference.runs.get("s1")?.containerId).toBe("call-research");
    expect(reference.diagnostics).toEqual([]);
  });

  it("matches the reducer when the connection is never cut", async () => {
    const server = await serveSession([], "honours Last-Event-ID");
    stops.push(server.stop);
    const { connection, graph } = await runClient(server.url);
    expect(connection.status).toBe("closed");
    expect(server.lastEventIds).toEqual([undefined]);
    expect(projectThread(graph)).toEqual(projectThread(reference));
    expect(projectMessages(graph)).toEqual(projectMessages(reference));
  });

  for (const resume of ["honours Last-Event-ID", "replays from the start"] as const) {
    it(`ends with the uninterrupted thread and messages when the server ${resume}`, async () => {
      const server = await serveSession(cutPoints(24, 7), resume);
      stops.push(server.stop);
      const { connection, graph, received } = await runClient(server.url);
      expect(connection.status).toBe("closed");
      if (resume === "honours Last-Event-ID")
        expect(server.sentBytes()).toBeLessThan(2 * wholeStream.length);
      else expect(server.sentBytes()).toBeGreaterThan(5 * wholeStream.length);
      // Replayed events the graph already holds are dropped before they reach the store's log.
      expect(received).toBe(session.length);
      expect(server.usedCuts.length).toBeGreaterThanOrEqual(20);
      expect(server.lastEventIds).toEqual([undefined, ...server.usedCuts.map(lastIdBefore)]);
      expect(graph.highestSeq).toBe(session.length);
      expect(projectThread(graph)).toEqual(projectThread(reference));
      expect(projectMessages(graph)).toEqual(projectMessages(reference));
      expect(graph.nodes.get("a1.text")).toMatchObject({ content: words(60, "a1.text").join("") });
      expect(graph.nodes.get("s1.text")).toMatchObject({ content: words(40, "s1.text").join("") });
    });
  }
});
