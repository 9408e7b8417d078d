import type { ConversationStore } from "threadline";
import { type CommitLog, mostPerFrame, percentile, sleep, untilQuiet } from "./frames.js";
import { mount, StoreView } from "./mount.js";
import { tokenEvent } from "./session.js";
import type { StreamOptions, StreamResult } from "./UiBenchApi.js";

const FEED_INTERVAL_MS = 4;
const VSYNC_MS = 1000 / 60;

interface Recording {
  readonly frames: number[];
  /** When each frame's rendering was done: a task posted from its first callback. */
  readonly painted: number[];
  readonly longTasks: { start: number; duration: number }[];
  tokensSent: number;
  characters: number;
}

/** Dispatches tokens one event at a time at `rate`/s, as they come due, until stopped. */
function feed(store: ConversationStore, rate: number, recording: Recording, firstSeq: number) {
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (recording.tokensSent < due) {
      const event = tokenEvent(recording.tokensSent, firstSeq + recording.tokensSent);
      recording.characters += event.content.replace(/\s/g, "").length;
      recording.tokensSent += 1;
      store.dispatch(event);
    }
  }, FEED_INTERVAL_MS);
  return () => clearInterval(timer);
}

function record(recording: Recording): () => void {
  let running = true;
  // A message posted from a frame callback is handled after that frame's style, layout and
  // paint. This loop's callback runs first in every frame (it is always the longest waiting),
  // so no task posted later in the frame gets ahead of the marker.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => recording.painted.push(performance.now());
  const loop = (time: number) => {
    recording.frames.push(time);
    channel.port2.postMessage(null);
    if (running) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      recording.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: "longtask" });
  return () => {
    running = false;
    channel.port1.close();
    observer.disconnect();
  };
}

function summarise(
  options: StreamOptions,
  recording: Recording & { stoppedAt: number },
  log: CommitLog,
  host: Element,
) {
  const frames = recording.frames.filter((time) => time <= recording.stoppedAt);
  const from = frames[0] ?? 0;
  const to = frames.at(-1) ?? 0;
  const { longTasks } = recording;
  const deltas = frames.slice(1).map((time, index) => time - (frames[index] as number));
  const inWindow = log.times.flatMap((time, index) => (time >= from && time < to ? [index] : []));
  const tasks = longTasks.filter((task) => task.start >= from && task.start < to);
  const commitTimes = inWindow.map((index) => log.times[index] as number);
  const painted = recording.painted.filter((time) => time >= from && time <= recording.stoppedAt);
  const renders = inWindow.map((index) => log.durations[index] as number);
  const streamed = [...host.querySelectorAll('[data-kind="text"]')].at(-1)?.textContent ?? "";
  return {
    ...options,
    tokensSent: recording.tokensSent,
    renderedShare: streamed.replace(/\s/g, "").length / Math.max(1, recording.characters),
    frames: deltas.length,
    frameP50Ms: percentile(deltas, 50),
    frameP95Ms: percentile(deltas, 95),
    frameMaxMs: Math.max(0, ...deltas),
    slowFrames: deltas.filter((delta) => delta > 1.5 * VSYNC_MS).length,
    longTasks: tasks.length,
    longTaskMaxMs: Math.max(0, ...tasks.map((task) => task.duration)),
    longTaskTotalMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    commits: inWindow.length,
    commitsPerFrame: inWindow.length / Math.max(1, deltas.length),
    maxCommitsInOneFrame: mostPerFrame(commitTimes, painted),
    maxCommitsInOneVsync: mostPerFrame(commitTimes, frames),
    renderP50Ms: percentile(renders, 50),
    renderP95Ms: percentile(renders, 95),
    renderMaxMs: Math.max(0, ...renders),
    domNodesAtEnd: host.querySelectorAll("*").length,
  } satisfies StreamResult;
}

/**
 * Mounts the renderer over `store` (a session ending in an open assistant run), lets it
 * settle at the bottom, then streams tokens into the run for `options.seconds`, recording
 * animation frames, long tasks and React commits over that whole time.
 */
export async function streamInto(
  store: ConversationStore,
  options: StreamOptions,
): Promise<StreamResult> {
  const mounted = await mount(
    <StoreView renderer={options.renderer} store={store} projection={options.projection} />,
  );
  await untilQuiet(mounted.log);
  const scroller = mounted.host.querySelector(".tl-thread__scroller") ?? mounted.host;
  scroller.scrollTop = scroller.scrollHeight;
  await untilQuiet(mounted.log);
  const recording: Recording = {
    frames: [],
    painted: [],
    longTasks: [],
    tokensSent: 0,
    characters: 0,
  };
  const stopRecording = record(recording);
  const stopFeeding = feed(
    store,
    options.tokensPerSecond,
    recording,
    (store.log.at(-1)?.seq ?? store.log.length) + 1,
  );
  await sleep(options.seconds * 1000);
  stopFeeding();
  const stoppedAt = performance.now();
  await untilQuiet(mounted.log, 3, 10_000);
  stopRecording();
  const result = summarise(options, { ...recording, stoppedAt }, mounted.log, mounted.host);
  mounted.unmount();
  return result;
}
