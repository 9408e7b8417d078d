import { Profiler, type ReactNode, useMemo } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { type ConversationStore, projectThread, type ViewNode } from "threadline";
import { Chat, Thread } from "threadline/components";
import { useGraph, useThread } from "threadline/react";
import { afterNextFrame, CommitLog, untilQuiet } from "./frames.js";
import { NaiveThread } from "./NaiveThread.js";
import type { FirstRender, NodeSource, Projection, Renderer, SessionName } from "./UiBenchApi.js";

/** A renderer mounted into its own fixed-size box. */
export interface Mounted {
  readonly host: HTMLElement;
  readonly log: CommitLog;
  unmount(): void;
}

/** The renderers that take view nodes. */
type NodeRenderer = Exclude<Renderer, "chat">;

function View({ renderer, nodes }: { renderer: NodeRenderer; nodes: readonly ViewNode[] }) {
  return renderer === "thread" ? <Thread nodes={nodes} /> : <NaiveThread nodes={nodes} />;
}

function ignore(): void {}

/**
 * `Chat` over the store as an application mounts it, with Stop, Edit and Regenerate on (their
 * callbacks do nothing). Chat before the redesign (905c29a) had no `onEdit` or `onRegenerate`
 * and ignores them.
 */
function ChatView({ store }: { store: ConversationStore }) {
  return (
    <Chat store={store} onSend={ignore} onStop={ignore} onEdit={ignore} onRegenerate={ignore} />
  );
}

function UseThreadView({ renderer, store }: { renderer: NodeRenderer; store: ConversationStore }) {
  return <View renderer={renderer} nodes={useThread({ store })} />;
}

function ProjectThreadView({
  renderer,
  store,
}: {
  renderer: NodeRenderer;
  store: ConversationStore;
}) {
  const graph = useGraph({ store });
  return <View renderer={renderer} nodes={useMemo(() => projectThread(graph), [graph])} />;
}

/**
 * The renderer over the store's thread: through `useThread`, as an application wires it, or
 * through `projectThread` memoised on the graph (the diagnostic, see `Projection`); `Chat`
 * takes the store itself, whatever the projection.
 */
export function StoreView({
  renderer,
  store,
  projection = "useThread",
}: {
  renderer: Renderer;
  store: ConversationStore;
  projection?: Projection;
}) {
  if (renderer === "chat") return <ChatView store={store} />;
  return projection === "useThread" ? (
    <UseThreadView renderer={renderer} store={store} />
  ) : (
    <ProjectThreadView renderer={renderer} store={store} />
  );
}

/** A new fixed-size host at the top of the page, its React root, and a log for its commits. */
function mountPoint(): { host: HTMLElement; root: Root; log: CommitLog } {
  const host = document.createElement("div");
  host.className = "bench-host";
  document.body.append(host);
  return { host, root: createRoot(host), log: new CommitLog() };
}

function profiled(log: CommitLog, children: ReactNode) {
  return (
    <Profiler id="bench" onRender={log.onRender}>
      {children}
    </Profiler>
  );
}

interface Timing {
  readonly started: number;
  readonly committed: number;
  readonly framed: number;
}

/** Mounts `children` synchronously and returns once the first frame after it is produced. */
export async function mount(children: ReactNode): Promise<Mounted & { timing: Timing }> {
  const { host, root, log } = mountPoint();
  const started = performance.now();
  flushSync(() => root.render(profiled(log, children)));
  const committed = performance.now();
  await afterNextFrame();
  const framed = performance.now();
  return {
    host,
    log,
    timing: { started, committed, framed },
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}

/**
 * Watches a mount for the thread's find index, drawn once the browser is idle: its elements,
 * and the longest commit (Profiler `actualDuration`) of the frame it came in.
 */
class FindIndexWatch {
  elements = 0;
  commitMs = 0;
  #seen: number;

  constructor(
    readonly host: HTMLElement,
    readonly log: CommitLog,
  ) {
    this.#seen = log.times.length;
  }

  /** Looks after a frame. */
  readonly look = (): void => {
    if (this.elements === 0) {
      this.elements = this.host.querySelectorAll(".tl-thread__find, .tl-thread__find-chunk").length;
      if (this.elements > 0) this.commitMs = Math.max(0, ...this.log.durations.slice(this.#seen));
    }
    this.#seen = this.log.times.length;
  };

  /** Waits up to 3 s of frames for the index, unless the renderer has none. */
  async settle(expected: boolean): Promise<void> {
    const started = performance.now();
    while (expected && this.elements === 0 && performance.now() - started < 3000) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      this.look();
    }
  }
}

/**
 * Mounts a renderer over the whole session and measures its first frame, then unmounts it.
 * `Chat` always takes the store: its source is `useThread`, inside it.
 */
export async function firstRender(
  session: SessionName,
  renderer: Renderer,
  source: NodeSource,
  input: { nodes: readonly ViewNode[]; store: ConversationStore },
  cold = false,
): Promise<FirstRender> {
  const mounted = await mount(
    source === "props" && renderer !== "chat" ? (
      <View renderer={renderer} nodes={input.nodes} />
    ) : (
      <StoreView renderer={renderer} store={input.store} />
    ),
  );
  const { started, committed, framed } = mounted.timing;
  const domNodes = mounted.host.querySelectorAll("*").length;
  const turnsMounted = mounted.host.querySelectorAll("[data-turn-index]").length;
  const findIndex = new FindIndexWatch(mounted.host, mounted.log);
  await untilQuiet(mounted.log, 10, 5000, findIndex.look);
  const settled = {
    commits: mounted.log.times.length,
    domNodes: mounted.host.querySelectorAll("*").length,
  };
  await findIndex.settle(renderer !== "naive");
  const result: FirstRender = {
    session,
    renderer,
    source,
    cold,
    commitMs: committed - started,
    firstFrameMs: framed - started,
    domNodes,
    turnsMounted,
    settledMs: (mounted.log.times.at(-1) ?? committed) - started,
    settledDomNodes: settled.domNodes,
    commits: settled.commits,
    findIndexElements: findIndex.elements,
    findIndexCommitMs: findIndex.commitMs,
  };
  mounted.unmount();
  return result;
}
