import os from "node:os";
import { median } from "./measure.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";
import type {
  FirstRender,
  HugeRender,
  IdleFrames,
  NodeSource,
  PerEventInPage,
  Prepared,
  Projection,
  Renderer,
  StreamResult,
} from "./ui/UiBenchApi.js";
import { hugeOutputReport } from "./uiHugeReport.js";

const FIRST_RENDER_TARGET_MS = 150;
const DOM_NODES_TARGET = 1_500;
const FRAME_TARGET_MS = 16.7;
const LONG_TASK_MS = 50;

/**
 * Elements per mounted turn of the 10,000-turn thread's first frame (`Thread`, nodes projected
 * beforehand) before the chat redesign of issue 15: 123 elements for 11 turns mounted, at
 * commit 905c29a (the same in each of its 5 rounds). To reproduce: `git -C /work/main worktree
 * add /tmp/tl/before 905c29a`, symlink node_modules and test/deps/react18/node_modules into it,
 * copy bench/ui.ts, bench/ui/*, bench/uiReport.ts, bench/uiHugeReport.ts and bench/uiBrowser.ts
 * over its bench/, run `npm run bench:ui` there and read the "elements per mounted turn" row.
 */
export const DOM_PER_TURN_BEFORE = 123 / 11;
/** Issue 15: the DOM per turn grows by no more than a third. */
const DOM_PER_TURN_TARGET = (DOM_PER_TURN_BEFORE * 4) / 3;

/**
 * `Chat` over the heavy session: its counts, its first renders and its stream; the renders
 * hold `Thread` through `useThread` on the same session too, the diagnostic of `threadStream`.
 */
export interface HeavyChat {
  readonly session: Prepared;
  readonly renders: readonly FirstRender[];
  readonly stream: StreamResult;
  readonly threadStream: StreamResult;
}

/** Everything the `ui` section measured. */
export interface UiMeasurements {
  readonly session: Prepared;
  readonly idle: IdleFrames;
  readonly renders: readonly FirstRender[];
  readonly streams: readonly StreamResult[];
  readonly huge: readonly HugeRender[];
  readonly perEvent: PerEventInPage;
  readonly heavy: HeavyChat;
  readonly browser: string;
  readonly viewport: { readonly width: number; readonly height: number };
}

type Row = readonly string[];
const pass = (ok: boolean) => (ok ? "pass" : "FAIL");

function ratio(naive: number, thread: number): string {
  return thread > 0 ? `${formatNumber(naive / thread, 1)}×` : "–";
}

/** Medians of each figure over the rounds of one renderer and node source. */
function firstRenderSummary(
  renders: readonly FirstRender[],
  renderer: Renderer,
  source: NodeSource,
  cold = false,
) {
  const rounds = renders.filter(
    (item) => item.renderer === renderer && item.source === source && item.cold === cold,
  );
  const of = (pick: (item: FirstRender) => number) => median(rounds.map(pick));
  const perTurn = (item: FirstRender) =>
    item.turnsMounted > 0 ? item.domNodes / item.turnsMounted : Number.NaN;
  return {
    renderer,
    source,
    rounds: rounds.length,
    firstRoundMs: rounds[0]?.firstFrameMs ?? Number.NaN,
    firstFrameMs: of((item) => item.firstFrameMs),
    commitMs: of((item) => item.commitMs),
    domNodes: of((item) => item.domNodes),
    turnsMounted: of((item) => item.turnsMounted),
    domNodesPerTurn: of(perTurn),
    settledMs: of((item) => item.settledMs),
    settledDomNodes: of((item) => item.settledDomNodes),
    commits: of((item) => item.commits),
    findIndexElements: of((item) => item.findIndexElements),
    findIndexCommitMs: of((item) => item.findIndexCommitMs),
  };
}

type Summary = ReturnType<typeof firstRenderSummary>;

function compare(
  label: string,
  thread: number,
  naive: number,
  digits: number,
  target?: { goal: string; ok: boolean },
): Row {
  return [
    label,
    formatNumber(thread, digits),
    formatNumber(naive, digits),
    ratio(naive, thread),
    target?.goal ?? "",
    target ? pass(target.ok) : "",
  ];
}

function firstRenderRows(summaries: readonly Summary[], cold: Summary): Row[] {
  const find = (renderer: Renderer, source: NodeSource) =>
    summaries.find((item) => item.renderer === renderer && item.source === source) as Summary;
  const rows: Row[] = [];
  for (const source of ["props", "useThread"] as const) {
    const thread = find("thread", source);
    const naive = find("naive", source);
    const how = source === "props" ? "nodes projected beforehand" : "through useThread";
    const goal = `≤ ${FIRST_RENDER_TARGET_MS}`;
    rows.push(
      compare(`first frame ms, ${how} (median)`, thread.firstFrameMs, naive.firstFrameMs, 1, {
        goal,
        ok: thread.firstFrameMs <= FIRST_RENDER_TARGET_MS,
      }),
      compare(`… first round only ms`, thread.firstRoundMs, naive.firstRoundMs, 1),
      compare(`… synchronous commit ms`, thread.commitMs, naive.commitMs, 1),
      compare(`… last commit ms (Profiler onRender)`, thread.settledMs, naive.settledMs, 1),
    );
  }
  if (cold.rounds > 0)
    rows.push([
      "… through useThread, code cold (median; no target)",
      formatNumber(cold.firstFrameMs, 1),
      "",
      "",
      "",
      "",
    ]);
  const thread = find("thread", "props");
  const naive = find("naive", "props");
  rows.push(
    compare("elements after the first frame", thread.domNodes, naive.domNodes, 0, {
      goal: `≤ ${formatNumber(DOM_NODES_TARGET)}`,
      ok: thread.domNodes <= DOM_NODES_TARGET,
    }),
    compare("elements once settled", thread.settledDomNodes, naive.settledDomNodes, 0, {
      goal: `≤ ${formatNumber(DOM_NODES_TARGET)}`,
      ok: thread.settledDomNodes <= DOM_NODES_TARGET,
    }),
    compare("commits until settled", thread.commits, naive.commits, 0),
    domPerTurnRow(thread),
    ["… turns mounted after the first frame", formatNumber(thread.turnsMounted), "", "", "", ""],
    [
      "elements of the find index, once idle (hidden until found; not per turn)",
      formatNumber(thread.findIndexElements),
      "",
      "",
      `≤ ${formatNumber(DOM_NODES_TARGET)} with the rest`,
      pass(thread.settledDomNodes + thread.findIndexElements <= DOM_NODES_TARGET),
    ],
    [
      "… its commit ms (Profiler actualDuration)",
      formatNumber(thread.findIndexCommitMs, 1),
      "",
      "",
      "",
      "",
    ],
  );
  return rows;
}

/** Issue 15's "the DOM per turn does not grow by more than a third", against 905c29a. */
function domPerTurnRow(thread: Summary): Row {
  const known = Number.isFinite(DOM_PER_TURN_BEFORE);
  return [
    "elements per mounted turn, first frame (elements ÷ `[data-turn-index]` turns)",
    formatNumber(thread.domNodesPerTurn, 1),
    "",
    "",
    known
      ? `≤ ${formatNumber(DOM_PER_TURN_TARGET, 1)} (${formatNumber(DOM_PER_TURN_BEFORE, 1)} at 905c29a, + ⅓)`
      : "before figure not recorded",
    known ? pass(thread.domNodesPerTurn <= DOM_PER_TURN_TARGET) : "",
  ];
}

interface StreamTarget {
  readonly goal: string;
  readonly passes: (result: StreamResult) => boolean;
}

const STREAM_MEASURES: readonly [string, (item: StreamResult) => number, number, StreamTarget?][] =
  [
    ["seconds streamed", (item) => item.seconds, 0],
    ["tokens dispatched", (item) => item.tokensSent, 0],
    ["animation frames", (item) => item.frames, 0],
    ["frame p50 ms", (item) => item.frameP50Ms, 1],
    [
      "frame p95 ms",
      (item) => item.frameP95Ms,
      1,
      { goal: `≤ ${FRAME_TARGET_MS}`, passes: (item) => item.frameP95Ms <= FRAME_TARGET_MS },
    ],
    ["frame max ms", (item) => item.frameMaxMs, 1],
    ["frames over 25 ms", (item) => item.slowFrames, 0],
    [
      `long tasks (> ${LONG_TASK_MS} ms)`,
      (item) => item.longTasks,
      0,
      { goal: "0", passes: (item) => item.longTasks === 0 },
    ],
    ["longest task ms", (item) => item.longTaskMaxMs, 0],
    ["long-task time ms", (item) => item.longTaskTotalMs, 0],
    ["React commits", (item) => item.commits, 0],
    ["commits per frame (mean)", (item) => item.commitsPerFrame, 2],
    [
      "most commits in one frame",
      (item) => item.maxCommitsInOneFrame,
      0,
      { goal: "≤ 1", passes: (item) => item.maxCommitsInOneFrame <= 1 },
    ],
    ["… between two vsync timestamps", (item) => item.maxCommitsInOneVsync, 0],
    ["React render p50 ms (Profiler)", (item) => item.renderP50Ms, 1],
    ["React render p95 ms (Profiler)", (item) => item.renderP95Ms, 1],
    ["streamed text shown at the end, %", (item) => item.renderedShare * 100, 0],
    ["elements at the end", (item) => item.domNodesAtEnd, 0],
  ];

function streamRows(thread: StreamResult, naive: StreamResult, diagnostic: StreamResult): Row[] {
  return STREAM_MEASURES.map(([label, pick, digits, target]) => {
    const shown = formatNumber(pick(diagnostic), digits);
    return [
      ...compare(
        label,
        pick(thread),
        pick(naive),
        digits,
        target && { goal: target.goal, ok: target.passes(thread) },
      ),
      target ? `${shown} (${pass(target.passes(diagnostic))})` : shown,
    ];
  });
}

/** `Chat` over the heavy session: its first render and its stream, each against the targets. */
function heavyChatMarkdown(heavy: HeavyChat): string {
  const { session, stream, threadStream } = heavy;
  const chat = firstRenderSummary(heavy.renders, "chat", "useThread");
  const thread = firstRenderSummary(heavy.renders, "thread", "useThread");
  const domGoal = `≤ ${formatNumber(DOM_NODES_TARGET)}`;
  type Measure = (item: Summary) => number;
  const renderMeasures: readonly [
    string,
    Measure,
    number,
    { goal: string; ok: (item: Summary) => boolean }?,
  ][] = [
    [
      "first frame ms (median)",
      (item) => item.firstFrameMs,
      1,
      {
        goal: `≤ ${FIRST_RENDER_TARGET_MS}`,
        ok: (item) => item.firstFrameMs <= FIRST_RENDER_TARGET_MS,
      },
    ],
    ["… first round only ms", (item) => item.firstRoundMs, 1],
    ["… synchronous commit ms", (item) => item.commitMs, 1],
    ["… last commit ms (Profiler onRender)", (item) => item.settledMs, 1],
    [
      "elements after the first frame",
      (item) => item.domNodes,
      0,
      { goal: domGoal, ok: (item) => item.domNodes <= DOM_NODES_TARGET },
    ],
    [
      "elements once settled",
      (item) => item.settledDomNodes,
      0,
      { goal: domGoal, ok: (item) => item.settledDomNodes <= DOM_NODES_TARGET },
    ],
    ["commits until settled", (item) => item.commits, 0],
    ["turns mounted after the first frame", (item) => item.turnsMounted, 0],
    ["elements per mounted turn (no target)", (item) => item.domNodesPerTurn, 1],
    [
      "elements of the find index, once idle",
      (item) => item.findIndexElements,
      0,
      {
        goal: `${domGoal} with the rest`,
        ok: (item) => item.settledDomNodes + item.findIndexElements <= DOM_NODES_TARGET,
      },
    ],
    ["… its commit ms (Profiler actualDuration)", (item) => item.findIndexCommitMs, 1],
  ];
  const renderRows = renderMeasures.map(
    ([label, pick, digits, target]): Row => [
      label,
      formatNumber(pick(chat), digits),
      target?.goal ?? "",
      target ? pass(target.ok(chat)) : "",
      formatNumber(pick(thread), digits),
    ],
  );
  const streamTable = STREAM_MEASURES.map(
    ([label, pick, digits, target]): Row => [
      label,
      formatNumber(pick(stream), digits),
      target?.goal ?? "",
      target ? pass(target.passes(stream)) : "",
      target
        ? `${formatNumber(pick(threadStream), digits)} (${pass(target.passes(threadStream))})`
        : formatNumber(pick(threadStream), digits),
    ],
  );
  const header = ["measure", "Chat", "target", "verdict", "Thread, same session (diagnostic)"];
  return [
    `## A heavier ${formatNumber(session.turns)}-turn session through \`Chat\``,
    "",
    markdownTable(header, "lrrlr", renderRows),
    "",
    `\`heavySession(${formatNumber(session.turns)})\` (bench/ui/session.ts) plus an open run: ${formatNumber(session.events)} events, ${formatNumber(session.topLevelViews)} top-level views (${formatNumber(session.viewNodes)} view nodes in all); one full \`projectThread\` of it takes ${formatNumber(session.projectMs, 1)} ms in the page (median of 3), a floor under the first frame of a view that projects on mount. Each turn is a user message and an assistant run with reasoning (4 deltas), text, a \`search\` call, text, an \`exec\` call, text; each text is 20 words in 10 deltas, each call has its input, one or two progress events and a result. \`<Chat store={store} onSend onStop onEdit onRegenerate />\` (callbacks that do nothing; \`Chat\` at 905c29a had no Edit or Regenerate) in the same fixed-size host as the thread; medians of ${chat.rounds} mounts, each after a forced collection and a warm-up the same way as the thread's, on a 1,000-turn heavy session. The last column is not a target: \`Thread\` through \`useThread\` on the same session, in the same rounds, to tell what \`Chat\` adds from what the session costs. Measured after the rows above, so that its events weigh on none of them.`,
    "",
    `### Streaming ${formatNumber(stream.tokensPerSecond)} tokens/s into it`,
    "",
    markdownTable(header, "lrrlr", streamTable),
    "",
    "The same feed as the thread's stream above, into the heavy session's open run.",
  ].join("\n");
}

/** The projections section's per-event row, measured again in the page: not a target here. */
function perEventMarkdown(perEvent: PerEventInPage): string {
  const ms = (value: number) => formatNumber(value, 3);
  return [
    "## projectThread after each event, in Chromium",
    "",
    markdownTable(
      [
        "graph nodes",
        "top-level views",
        "per event median ms",
        "p95 ms",
        "mean ms",
        "copying the list alone, median ms",
      ],
      "rrrrrr",
      [
        [
          formatNumber(perEvent.nodes),
          formatNumber(perEvent.views),
          ms(perEvent.medianMs),
          ms(perEvent.p95Ms),
          ms(perEvent.meanMs),
          ms(perEvent.copyMedianMs),
        ],
      ],
    ),
    "",
    "The projections section's per-event measurement at about 100k nodes, run in the page: the same session (bench/sessions.ts, seed 1) and cut, `projectThread` after each of the next 2,000 events with only the projection timed, and as often a copy of the top-level list alone. Shown to compare with Node, where a list this long is a large object (pointers of 8 bytes) and its copy is most of the per-event time; the target is the projections section's.",
  ].join("\n");
}

/** The `ui` section's report: raw figures as JSON, the two tables and their notes as markdown. */
export function uiReport(measured: UiMeasurements): SectionReport {
  const summaries = (["thread", "naive"] as const).flatMap((renderer) =>
    (["props", "useThread"] as const).map((source) =>
      firstRenderSummary(measured.renders, renderer, source),
    ),
  );
  const stream = (renderer: Renderer, projection: Projection) =>
    measured.streams.find(
      (item) => item.renderer === renderer && item.projection === projection,
    ) as StreamResult;
  const { heavy } = measured;
  const thread = stream("thread", "useThread");
  const naive = stream("naive", "useThread");
  const diagnostic = stream("thread", "projectThread");
  const { session, viewport } = measured;
  const huge = hugeOutputReport(measured.huge);
  const header = ["measure", "Thread", "naive", "naive ÷ Thread", "target", "verdict"];
  const markdown = [
    `## First render of a ${formatNumber(session.turns)}-turn thread`,
    "",
    markdownTable(
      header,
      "lrrrrl",
      firstRenderRows(summaries, firstRenderSummary(measured.renders, "thread", "useThread", true)),
    ),
    "",
    `\`longSession(${formatNumber(session.turns)})\` plus an open run: ${formatNumber(session.events)} events, ${formatNumber(session.viewNodes)} view nodes; one full \`projectThread\` of it takes ${formatNumber(session.projectMs, 1)} ms in the page (median of 3). Medians of ${summaries[0]?.rounds} mounts per row, each into a fresh root right after a forced collection (\`gc()\`), which throws V8's compiled code and type feedback away (no collection in an application does), and then a warm-up: three projections of a 1,000-turn session and a mount of it the same way, then a collection of the young generation only (\`gc({ type: "minor" })\`, which keeps compiled code) for the warm-up's garbage. The "code cold" row leaves the warm-up out, in the same rounds; it is about what a page's very first mount meets; "first frame" runs from \`root.render\` inside \`flushSync\` to a task posted from the next \`requestAnimationFrame\`, so it includes that frame's style, layout and paint. Elements are \`querySelectorAll("*")\` inside the mount point.`,
    "",
    `"Elements per mounted turn" divides the elements after the first frame (\`Thread\`, nodes projected beforehand) by the turns mounted (\`[data-turn-index]\` elements, the thread's own elements included), median of the rounds; issue 15 asks that it grow by no more than a third over the figure before the chat redesign, ${formatNumber(DOM_PER_TURN_BEFORE, 1)} at commit 905c29a (\`DOM_PER_TURN_BEFORE\` in bench/uiReport.ts says how to measure it again).`,
    "",
    `## Streaming ${formatNumber(thread.tokensPerSecond)} tokens/s into it`,
    "",
    markdownTable(
      [...header, "Thread over projectThread (diagnostic)"],
      "lrrrrlr",
      streamRows(thread, naive, diagnostic),
    ),
    "",
    `A store in "frame" batch mode, fed by a 4 ms timer that dispatches each due token as its own \`text\` event of the open run (a word, a blank line every 60 tokens); both views render \`useThread({ store })\`, the naive one the same nodes. Frames are \`requestAnimationFrame\` intervals; "commits in one frame" counts the commits each frame shows: those between the end of one frame's rendering and the end of the next (a message posted from the frame's first callback runs right after its paint). The row under it counts between two vsync timestamps instead, which also puts the commit of a frame that ran late, past the next vsync, into the next interval. Long tasks come from \`PerformanceObserver({ type: "longtask" })\`, commits from \`<Profiler onRender>\` (React's profiling build), all over the streaming time only; the same page with nothing mounted measured frames of p50 ${formatNumber(measured.idle.frameP50Ms, 2)} ms, p95 ${formatNumber(measured.idle.frameP95Ms, 2)} ms, max ${formatNumber(measured.idle.frameMaxMs, 2)} ms.${naive.seconds < thread.seconds ? ` The naive renderer streamed for ${naive.seconds} s only, being too slow for more.` : ""} The last column is not a target: \`Thread\` fed by \`projectThread(graph)\` memoised on the graph (one options object, so the projection resumes from its cache), to tell the component's cost from the hook's.`,
    "",
    huge.markdown,
    "",
    heavyChatMarkdown(heavy),
    "",
    perEventMarkdown(measured.perEvent),
    "",
    "## How to read this",
    "",
    "- The naive renderer (bench/ui/NaiveThread.tsx) draws every view node as plain elements with its text unparsed, branches nested, with no virtualisation and no memoisation; it is not the library's `Thread`, and without markdown it does less per node than `Thread` does.",
    `- Chromium ${measured.browser}, headless, software rendering, ${viewport.width}×${viewport.height} viewport, a production build of the page, cross-origin isolated so \`performance.now()\` has 5 µs steps.`,
    `- The machine is shared (${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(
        " / ",
      )} when the run ended): numbers move by ±30 % between runs; read the ratios first.`,
    "",
  ].join("\n");
  return {
    json: {
      browser: measured.browser,
      viewport,
      session,
      idleFrames: measured.idle,
      firstRender: { summaries, rounds: measured.renders },
      streams: measured.streams,
      hugeOutputs: { summaries: huge.json, rounds: measured.huge },
      projectionPerEvent: measured.perEvent,
      heavyChat: {
        session: heavy.session,
        firstRender: {
          summary: firstRenderSummary(heavy.renders, "chat", "useThread"),
          rounds: heavy.renders,
        },
        stream: heavy.stream,
        threadFirstRender: firstRenderSummary(heavy.renders, "thread", "useThread"),
        threadStream: heavy.threadStream,
      },
      domPerTurnBefore: DOM_PER_TURN_BEFORE,
    },
    markdown,
  };
}
