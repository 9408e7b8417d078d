/**
 * The `store` section: the conversation store's throughput against bare `reduceEvents` on the
 * same batches; notifications per second while a stream arrives in real time at 1 000 and
 * 10 000 events/s; and a reconnect that replays a 100 000-event log to a client that already
 * has it, through the store alone and through the whole Server-Sent Events path.
 */
import {
  connectSSE,
  createConversationStore,
  createGraph,
  type GraphEvent,
  reduceEvents,
  type Schedule,
} from "../src/index.js";
import { median, settle } from "./measure.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";
import { generateSession } from "./sessions.js";

const THROUGHPUT_EVENTS = 200_000;
const REPLAY_EVENTS = 100_000;
const REPETITIONS = 5;
const REPLAY_TARGET_MS = 250;

function numbered(events: readonly GraphEvent[]): GraphEvent[] {
  return events.map((event, index) => ({ ...event, seq: index + 1 }) as GraphEvent);
}

function manualFrames(): { schedule: Schedule; frame(): void } {
  let waiting: (() => void)[] = [];
  return {
    schedule(callback) {
      waiting.push(callback);
      return () => {
        waiting = waiting.filter((entry) => entry !== callback);
      };
    },
    frame() {
      const due = waiting;
      waiting = [];
      for (const callback of due) callback();
    },
  };
}

/** Milliseconds to push `events` one dispatch at a time through a store, a frame every `perFrame`. */
function storeRun(events: readonly GraphEvent[], perFrame: number): number {
  const frames = manualFrames();
  const store = createConversationStore({ batch: "frame", schedule: frames.schedule });
  const started = performance.now();
  for (let index = 0; index < events.length; index++) {
    store.dispatch(events[index] as GraphEvent);
    if (index % perFrame === perFrame - 1) frames.frame();
  }
  store.flush();
  return performance.now() - started;
}

/** Milliseconds for bare reduceEvents over the same batches: the floor the store adds to. */
function reduceRun(events: readonly GraphEvent[], perFrame: number): number {
  const started = performance.now();
  let graph = createGraph();
  for (let start = 0; start < events.length; start += perFrame)
    graph = reduceEvents(graph, events.slice(start, start + perFrame));
  return performance.now() - started;
}

async function throughput(events: readonly GraphEvent[]) {
  const rows = [];
  for (const perFrame of [16, 167]) {
    const store: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < REPETITIONS; round++) {
      await settle();
      store.push(storeRun(events, perFrame));
      await settle();
      bare.push(reduceRun(events, perFrame));
    }
    const storeMs = median(store);
    const bareMs = median(bare);
    rows.push({
      perFrame,
      storeMs,
      bareMs,
      eventsPerSecond: (events.length / storeMs) * 1000,
      ratio: storeMs / bareMs,
    });
  }
  return rows;
}

/** Streams at `rate` events/s for `seconds` in real time into a store with its default frame pacing. */
async function liveStream(events: readonly GraphEvent[], rate: number, seconds: number) {
  const store = createConversationStore({ batch: "frame" });
  let notifications = 0;
  store.subscribe(() => {
    notifications += 1;
  });
  const perTick = rate / 1000;
  let sent = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(
      () => {
        const due = Math.min(
          events.length,
          Math.round(((performance.now() - started) / 1000) * rate),
        );
        if (due > sent) store.dispatch(events.slice(sent, due));
        sent = due;
        if (performance.now() - started >= seconds * 1000) {
          clearInterval(timer);
          resolve();
        }
      },
      Math.max(1, 1 / perTick),
    );
  });
  store.flush();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  return {
    rate,
    sent,
    notificationsPerSecond: notifications / (wallMs / 1000),
    cpuShare: (cpu.user + cpu.system) / 1000 / wallMs,
  };
}

/** The log as SSE; `seqInside` moves each `seq` from the end of its JSON to the middle. */
function sseBody(events: readonly GraphEvent[], seqInside = false): string {
  const textOf = (event: GraphEvent) => {
    if (!seqInside) return JSON.stringify(event);
    const { type, seq, ...rest } = event as GraphEvent & { seq: number };
    return JSON.stringify({ type, seq, ...rest });
  };
  return events.map((event) => `id: ${event.seq}\ndata: ${textOf(event)}\n\n`).join("");
}

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const chunk = 64 * 1024;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

async function replayThroughSSE(
  events: readonly GraphEvent[],
  body: string,
  fresh: boolean,
): Promise<number> {
  const store = createConversationStore({ batch: "microtask", initialEvents: fresh ? [] : events });
  store.flush();
  await settle();
  const started = performance.now();
  const connection = connectSSE(store, "http://bench.local/events", {
    fetch: async () =>
      new Response(streamOf(`${body}event: done\ndata: {}\n\n`), {
        headers: { "content-type": "text/event-stream" },
      }),
  });
  await connection.done;
  return performance.now() - started;
}

async function reconnect(events: readonly GraphEvent[]) {
  const body = sseBody(events);
  const bodyInside = sseBody(events, true);
  const storeOnly: number[] = [];
  const known: number[] = [];
  const knownInside: number[] = [];
  const fresh: number[] = [];
  for (let round = 0; round < REPETITIONS; round++) {
    const store = createConversationStore({ batch: "microtask", initialEvents: events });
    await settle();
    const started = performance.now();
    for (let start = 0; start < events.length; start += 500)
      store.dispatch(events.slice(start, start + 500));
    store.flush();
    storeOnly.push(performance.now() - started);
    known.push(await replayThroughSSE(events, body, false));
    knownInside.push(await replayThroughSSE(events, bodyInside, false));
    fresh.push(await replayThroughSSE(events, body, true));
  }
  return {
    storeOnlyMs: median(storeOnly),
    sseMs: median(known),
    sseInsideMs: median(knownInside),
    freshSseMs: median(fresh),
    bodyBytes: body.length,
  };
}

export async function run(): Promise<SectionReport> {
  const events = numbered(generateSession(Math.max(THROUGHPUT_EVENTS, REPLAY_EVENTS)));
  const rows = await throughput(events.slice(0, THROUGHPUT_EVENTS));
  const live = [await liveStream(events, 1_000, 3), await liveStream(events, 10_000, 3)];
  const replay = await reconnect(events.slice(0, REPLAY_EVENTS));
  const pass = (ok: boolean) => (ok ? "pass" : "FAIL");
  const markdown = [
    "## Store throughput (events dispatched one at a time, a flush per frame)",
    "",
    markdownTable(
      ["events per frame", "store ms", "bare reduceEvents ms", "store events/s", "store ÷ bare"],
      "rrrrr",
      rows.map((row) => [
        String(row.perFrame),
        formatNumber(row.storeMs, 1),
        formatNumber(row.bareMs, 1),
        formatNumber(row.eventsPerSecond),
        formatNumber(row.ratio, 2),
      ]),
    ),
    "",
    `${formatNumber(THROUGHPUT_EVENTS)} events of the synthetic session; 16 events per frame is a 1 000 events/s stream at 60 frames/s, 167 is 10 000 events/s.`,
    "",
    "## Live stream in real time (default frame pacing; Node has no animation frames, so a 16 ms timer)",
    "",
    markdownTable(
      ["rate (events/s)", "events sent", "notifications/s", "CPU share of one core"],
      "rrrr",
      live.map((row) => [
        formatNumber(row.rate),
        formatNumber(row.sent),
        formatNumber(row.notificationsPerSecond, 1),
        `${formatNumber(row.cpuShare * 100, 1)} %`,
      ]),
    ),
    "",
    "## Reconnect replay of a 100 000-event log to a client that has it all",
    "",
    markdownTable(["path", "median ms", "target", "verdict"], "lrrl", [
      [
        "store: dispatch in chunks of 500 + flush",
        formatNumber(replay.storeOnlyMs, 1),
        `≤ ${REPLAY_TARGET_MS}`,
        pass(replay.storeOnlyMs <= REPLAY_TARGET_MS),
      ],
      [
        `connectSSE: ${formatNumber(replay.bodyBytes / 1e6, 1)} MB of SSE parsed; each event's \`seq\` last in its JSON, so the ones held are skipped unparsed`,
        formatNumber(replay.sseMs, 1),
        `≤ ${REPLAY_TARGET_MS}`,
        pass(replay.sseMs <= REPLAY_TARGET_MS),
      ],
      [
        "the same with `seq` in the middle of each event: every event JSON-parsed, then skipped",
        formatNumber(replay.sseInsideMs, 1),
        "",
        "",
      ],
      [
        "connectSSE into an empty store (first load, for comparison)",
        formatNumber(replay.freshSseMs, 1),
        "",
        "",
      ],
    ]),
    "",
  ].join("\n");
  return { json: { throughput: rows, live, replay }, markdown };
}
