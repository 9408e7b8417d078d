import type { Graph } from "../../core/graph/Graph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import type { ToolCallState } from "../../core/projections/ViewNode.js";
import type { RecordedEvent } from "../../core/sources/replay.js";

/**
 * One state a conversation can be in, as data: the events that lead there (with the time
 * each arrived) and the graph they reduce to.
 * @example
 * const [running] = stateCatalogue({ states: ["running"] });
 * render(<Thread nodes={projectThread(running.graph)} />);
 */
export interface CatalogueEntry {
  /** A stable, unique name in kebab case, such as `"tool-running"`: use it for baselines. */
  readonly name: string;
  /** What the entry shows, in one sentence. */
  readonly description: string;
  /**
   * Labels to filter by: `tool:<name>` for every tool called, `state:<state>` for every tool
   * call state shown, and what else it shows (`permission`, `depth:3`, `streaming`, `rtl`…).
   */
  readonly tags: readonly string[];
  /** The names of the tools called anywhere in the conversation, subagents included. */
  readonly tools: readonly string[];
  /** The states of its tool calls, subagents and alternatives included. */
  readonly states: readonly ToolCallState[];
  /** The events, in order, as an agent server streams them (fixed ids, numbered by `seq`). */
  readonly events: readonly GraphEvent[];
  /** The same events with the millisecond each arrived at, from 0: durations come from them. */
  readonly recording: readonly RecordedEvent[];
  /** `reduceEvents(createGraph(), events)`. */
  readonly graph: Graph;
}

/**
 * Your tool, for the catalogue's tool-state entries: what it is called with, what it
 * returns and the progress it reports while it runs.
 * @example
 * const weather: CatalogueTool = {
 *   name: "weather",
 *   input: { city: "Lisbon" },
 *   output: { temperature: 21, sky: "clear" },
 *   progress: [{ step: "Asking the forecast service" }],
 *   error: "The forecast service timed out",
 * };
 */
export interface CatalogueTool {
  /** The tool's name as the model calls it. */
  readonly name: string;
  /** Its input, once the model has written all of it. */
  readonly input: unknown;
  /** Its input while the model is still writing it (`pending`). @default input */
  readonly partialInput?: unknown;
  /** What it returns (`complete`). */
  readonly output: unknown;
  /** Progress chunks it reports while it runs (`running`). @default [] */
  readonly progress?: readonly unknown[];
  /** The message it fails with (`error`). @default "<name> failed: the service did not answer" */
  readonly error?: string;
}

/**
 * Options of `stateCatalogue`: your tool, and which entries to keep. The filters add up: an
 * entry is kept when it passes every one given.
 * @example
 * stateCatalogue({ tool: weather, toolName: "weather", states: ["running", "error"] });
 */
export interface StateCatalogueOptions {
  /** The tool the tool-state entries call. @default an `exec` tool running a shell command */
  readonly tool?: CatalogueTool;
  /** Keeps the entries that call a tool of this name, at any depth. */
  readonly toolName?: string;
  /** Keeps the entries that show a tool call in at least one of these states. */
  readonly states?: readonly ToolCallState[];
  /** Keeps the entries that have every one of these tags. */
  readonly tags?: readonly string[];
  /** Keeps the entries of these names, in the catalogue's order; an unknown name throws. */
  readonly names?: readonly string[];
}
