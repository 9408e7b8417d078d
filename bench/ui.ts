/**
 * The `ui` section: the components in Chromium. A 10 000-turn thread's first render and
 * DOM size, then 1 000 tokens/s streamed into it for 10 s (frame times, long tasks, React
 * commits per frame), and a tool call with a 10 MB output, each next to a naive rendering of
 * the same data in the same run; then the same first render and stream through `Chat` on a
 * heavier 10 000-turn session (tool calls, text in 10 deltas: about 435 000 events).
 */
import type { Page } from "playwright";
import type { SectionReport } from "./report.js";
import type {
  FirstRender,
  HugeKind,
  HugeRender,
  HugeRenderer,
  NodeSource,
  Renderer,
  SessionName,
  StreamOptions,
  StreamResult,
} from "./ui/UiBenchApi.js";
import { buildPage, launch, removeBuild, serve } from "./uiBrowser.js";
import { type HeavyChat, uiReport } from "./uiReport.js";

const TURNS = 10_000;
const HEAVY_TURNS = 10_000;
const WARM_UP_TURNS = 50;
const ROUNDS = 5;
const VIEWPORT = { width: 1000, height: 800 };
const TOKENS_PER_SECOND = 1_000;
const STREAM_SECONDS = 10;
const NAIVE_STREAM_SECONDS = 10;

async function answered<T>(pending: Promise<T | undefined>): Promise<T> {
  const result = await pending;
  if (result === undefined) throw new Error("bench ui: the page has no window.threadlineBench");
  return result;
}

function bench(page: Page) {
  return {
    prepare: (turns: number, session: SessionName = "long") =>
      answered(
        page.evaluate(([turns, session]) => window.threadlineBench?.prepare(turns, session), [
          turns,
          session,
        ] as const),
      ),
    firstRender: (
      renderer: Renderer,
      source: NodeSource,
      cold = false,
      session: SessionName = "long",
    ) =>
      answered(
        page.evaluate(
          ([renderer, source, cold, session]) =>
            window.threadlineBench?.firstRender(renderer, source, cold, session),
          [renderer, source, cold, session] as const,
        ),
      ),
    stream: (options: StreamOptions) =>
      answered(page.evaluate((options) => window.threadlineBench?.stream(options), options)),
    projectionPerEvent: () =>
      answered(page.evaluate(() => window.threadlineBench?.projectionPerEvent())),
    hugeOutput: (kind: HugeKind, renderer: HugeRenderer) =>
      answered(
        page.evaluate(([kind, renderer]) => window.threadlineBench?.hugeOutput(kind, renderer), [
          kind,
          renderer,
        ] as const),
      ),
  };
}

async function firstRenders(page: Page) {
  const driver = bench(page);
  await driver.prepare(WARM_UP_TURNS);
  for (const renderer of ["thread", "naive"] as const) await driver.firstRender(renderer, "props");
  const session = await driver.prepare(TURNS);
  const renders: FirstRender[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const source of ["props", "useThread"] as const)
      for (const renderer of ["thread", "naive"] as const) {
        const result = await driver.firstRender(renderer, source);
        console.log(
          `  first render ${renderer} (${source}): ${result.firstFrameMs.toFixed(1)} ms, ${result.domNodes} elements`,
        );
        renders.push(result);
        if (renderer === "thread" && source === "useThread") {
          // In the same round, so that load from other tenants falls on both alike.
          const cold = await driver.firstRender(renderer, source, true);
          console.log(
            `  first render thread (useThread, cold code): ${cold.firstFrameMs.toFixed(1)} ms`,
          );
          renders.push(cold);
        }
      }
  return { session, renders };
}

async function streams(page: Page) {
  const driver = bench(page);
  const results = [];
  for (const [renderer, projection, seconds] of [
    ["thread", "useThread", STREAM_SECONDS],
    ["naive", "useThread", NAIVE_STREAM_SECONDS],
    ["thread", "projectThread", STREAM_SECONDS],
  ] as const) {
    const result = await driver.stream({
      session: "long",
      renderer,
      projection,
      seconds,
      tokensPerSecond: TOKENS_PER_SECOND,
    });
    console.log(
      `  stream ${renderer} (${projection}): p95 frame ${result.frameP95Ms.toFixed(1)} ms, ${result.longTasks} long tasks, ${result.commitsPerFrame.toFixed(2)} commits/frame`,
    );
    results.push(result);
  }
  return results;
}

async function hugeOutputs(page: Page) {
  const driver = bench(page);
  const results: HugeRender[] = [];
  const measure = async (kind: HugeKind, renderer: HugeRenderer) => {
    const result = await driver.hugeOutput(kind, renderer);
    console.log(
      `  huge ${kind} ${renderer}: ${result.firstFrameMs.toFixed(1)} ms, ${result.characters} characters shown`,
    );
    results.push(result);
  };
  for (const kind of ["lines", "line", "json"] as const) {
    // The first mount of a kind also loads what the card needs and warms the code up.
    await driver.hugeOutput(kind, "toolCall");
    for (let round = 0; round < ROUNDS; round++) await measure(kind, "toolCall");
    // Seconds per mount (half a minute for the JSON): once is enough for the ratio.
    await measure(kind, "naive");
  }
  return results;
}

/**
 * `Chat` over the heavy session: the first frame of ROUNDS mounts, each warmed up as the
 * thread's are, then the same stream as the thread's into its open run; and, as a diagnostic
 * in the same rounds, `Thread` through `useThread` on the same session.
 */
async function heavyChat(page: Page): Promise<HeavyChat> {
  const driver = bench(page);
  const started = performance.now();
  const session = await driver.prepare(HEAVY_TURNS, "heavy");
  console.log(
    `  heavy session: ${session.events} events, ${session.topLevelViews} top-level views, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const renders: FirstRender[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const renderer of ["chat", "thread"] as const) {
      const result = await driver.firstRender(renderer, "useThread", false, "heavy");
      console.log(
        `  first render ${renderer} (heavy): ${result.firstFrameMs.toFixed(1)} ms, ${result.domNodes} elements, ${result.turnsMounted} turns`,
      );
      renders.push(result);
    }
  const streamed: StreamResult[] = [];
  for (const renderer of ["chat", "thread"] as const) {
    const result = await driver.stream({
      session: "heavy",
      renderer,
      projection: "useThread",
      seconds: STREAM_SECONDS,
      tokensPerSecond: TOKENS_PER_SECOND,
    });
    console.log(
      `  stream ${renderer} (heavy): p95 frame ${result.frameP95Ms.toFixed(1)} ms, ${result.longTasks} long tasks, ${result.commitsPerFrame.toFixed(2)} commits/frame, ${result.domNodesAtEnd} elements`,
    );
    streamed.push(result);
  }
  const [stream, threadStream] = streamed as [StreamResult, StreamResult];
  return { session, renders, stream, threadStream };
}

export async function run(): Promise<SectionReport> {
  const buildStarted = performance.now();
  const directory = await buildPage();
  console.log(`  page built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`);
  const server = await serve(directory);
  const browser = await launch();
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(server.url);
    await page.waitForFunction(() => window.threadlineBench !== undefined);
    const idle = await answered(page.evaluate(() => window.threadlineBench?.idleFrames(2)));
    const { session, renders } = await firstRenders(page);
    const streamed = await streams(page);
    const huge = await hugeOutputs(page);
    // After the rows above, so that its half-million events weigh on none of them.
    const heavy = await heavyChat(page);
    // Last: it drops the sessions and builds a far bigger one in the page.
    const perEvent = await bench(page).projectionPerEvent();
    console.log(
      `  projectThread per event in the page: ${perEvent.medianMs.toFixed(3)} ms median, list copy ${perEvent.copyMedianMs.toFixed(3)} ms`,
    );
    if (errors.length > 0)
      throw new Error(`bench ui: the page reported errors:\n${errors.join("\n")}`);
    return uiReport({
      session,
      idle,
      renders,
      streams: streamed,
      huge,
      perEvent,
      heavy,
      browser: browser.version(),
      viewport: VIEWPORT,
    });
  } finally {
    await browser.close();
    server.close();
    removeBuild(directory);
  }
}
