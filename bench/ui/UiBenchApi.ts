import type { SessionName } from "./session.js";

export type { SessionName } from "./session.js";

/**
 * Which renderer a measurement mounts: the library's `Thread`, the naive one in this page, or
 * the library's `Chat` over the store (which projects with `useThread` itself).
 */
export type Renderer = "thread" | "naive" | "chat";

/** Where the nodes come from: projected beforehand, or by `useThread` inside the mount. */
export type NodeSource = "props" | "useThread";

/** The session the page builds with `longSession`, or the heavy one (see session.ts). */
export interface Prepared {
  readonly session: SessionName;
  readonly turns: number;
  readonly events: number;
  readonly viewNodes: number;
  /** The length of the projected top-level list (`viewNodes` counts branches' nodes too). */
  readonly topLevelViews: number;
  /** Median milliseconds of three full `projectThread` runs over fresh graphs of the session. */
  readonly projectMs: number;
}

/** One mount of a renderer over the whole session. */
export interface FirstRender {
  readonly session: SessionName;
  readonly renderer: Renderer;
  readonly source: NodeSource;
  /** Mounted right after a forced collection, without warming the code it threw away again. */
  readonly cold: boolean;
  /** From the call to `root.render` to the end of the synchronous commit. */
  readonly commitMs: number;
  /** From the call to `root.render` to the end of the first frame after the commit. */
  readonly firstFrameMs: number;
  /** Elements inside the mount point after that first frame. */
  readonly domNodes: number;
  /** Turns (`[data-turn-index]` elements) inside the mount point after that first frame. */
  readonly turnsMounted: number;
  /** From the call to the last commit (its `onRender`) before 10 frames passed without one. */
  readonly settledMs: number;
  readonly settledDomNodes: number;
  readonly commits: number;
  /**
   * Elements of the find index (hidden until found), once the browser was idle after the
   * mount; 0 for a renderer without one.
   */
  readonly findIndexElements: number;
  /** The longest commit (Profiler `actualDuration`) of the frame the index came in. */
  readonly findIndexCommitMs: number;
}

/**
 * How a streaming view gets its nodes: `useThread({ store })`, or (a diagnostic) the store's
 * graph through `projectThread(graph)` memoised on the graph, which keeps one options object.
 */
export type Projection = "useThread" | "projectThread";

/** How a stream is fed. */
export interface StreamOptions {
  readonly session: SessionName;
  readonly renderer: Renderer;
  readonly projection: Projection;
  readonly seconds: number;
  readonly tokensPerSecond: number;
}

/** What a stream into the mounted session cost, measured over its whole duration. */
export interface StreamResult {
  readonly session: SessionName;
  readonly renderer: Renderer;
  readonly projection: Projection;
  readonly seconds: number;
  readonly tokensPerSecond: number;
  readonly tokensSent: number;
  /** Characters of the streamed text in the DOM ÷ characters sent, whitespace ignored. */
  readonly renderedShare: number;
  readonly frames: number;
  readonly frameP50Ms: number;
  readonly frameP95Ms: number;
  readonly frameMaxMs: number;
  /** Frames longer than one and a half vsync intervals. */
  readonly slowFrames: number;
  readonly longTasks: number;
  readonly longTaskMaxMs: number;
  readonly longTaskTotalMs: number;
  readonly commits: number;
  readonly commitsPerFrame: number;
  /**
   * The most commits shown by one frame: between the ends of two consecutive frames'
   * rendering (a commit is painted by the first frame rendered after it).
   */
  readonly maxCommitsInOneFrame: number;
  /**
   * The most commits between two consecutive animation-frame timestamps (vsync times): more
   * than `maxCommitsInOneFrame` when a frame's work runs late, past the next vsync.
   */
  readonly maxCommitsInOneVsync: number;
  /** React's own render time per commit (Profiler `actualDuration`). */
  readonly renderP50Ms: number;
  readonly renderP95Ms: number;
  readonly renderMaxMs: number;
  readonly domNodesAtEnd: number;
}

/** Animation frame intervals of the page with nothing mounted: the floor of this machine. */
export interface IdleFrames {
  readonly frames: number;
  readonly frameP50Ms: number;
  readonly frameP95Ms: number;
  readonly frameMaxMs: number;
}

/** A huge tool output: 10 MB of 100-character lines, one 10 MB line, or 10 MB of JSON rows. */
export type HugeKind = "lines" | "line" | "json";

/** The library's `ToolCall`, or a card that prints the whole input and output. */
export type HugeRenderer = "toolCall" | "naive";

/** One mount of a tool call whose output is huge. */
export interface HugeRender {
  readonly kind: HugeKind;
  readonly renderer: HugeRenderer;
  /** Characters of the output (as JSON when it is not a string). */
  readonly bytes: number;
  readonly commitMs: number;
  /** From the call to `root.render` to the end of the first frame after the commit. */
  readonly firstFrameMs: number;
  /** Characters of text in the mount point. */
  readonly characters: number;
}

/** `projectThread` after each further event on a ~100k-node history, measured in the page. */
export interface PerEventInPage {
  /** Graph nodes where the history is cut, before the further events. */
  readonly nodes: number;
  /** The length of the top-level list after the last event. */
  readonly views: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly meanMs: number;
  /** Median time to copy a list that long, as often: the floor under a re-projection. */
  readonly copyMedianMs: number;
}

/** What the benchmark page puts on `window.threadlineBench`. */
export interface UiBenchApi {
  /** Builds the session's events (the long one unless told) and counts them. */
  prepare(turns: number, session?: SessionName): Prepared;
  idleFrames(seconds: number): Promise<IdleFrames>;
  /**
   * Mounts the whole session (the long one unless told; prepare it first) after a forced
   * collection. That collection throws V8's compiled code away, so unless `cold`, a smaller
   * session of the same kind, projected and mounted the same way, warms it first.
   */
  firstRender(
    renderer: Renderer,
    source: NodeSource,
    cold?: boolean,
    session?: SessionName,
  ): Promise<FirstRender>;
  stream(options: StreamOptions): Promise<StreamResult>;
  hugeOutput(kind: HugeKind, renderer: HugeRenderer): Promise<HugeRender>;
  projectionPerEvent(): PerEventInPage;
}

declare global {
  interface Window {
    threadlineBench?: UiBenchApi;
    /** V8's `gc` under `--expose-gc`: a full collection, or with `{ type: "minor" }` the young generation only. */
    gc?: (options?: { readonly type: "major" | "minor" }) => void;
  }
}
