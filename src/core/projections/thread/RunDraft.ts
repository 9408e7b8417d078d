import type { RunInfo } from "../../graph/Graph.js";
import type { Node, ToolCallNode } from "../../graph/Node.js";
import type { ProgressAccumulator } from "../accumulators.js";
import { attach, type ToolAttachments, type ToolSource, toolContent } from "../toolCallContent.js";
import type { ViewContent, ViewStatus } from "../ViewNode.js";
import { plainContent } from "./viewContent.js";
import { newView, type ViewDraft, viewStatus } from "./viewDraft.js";

/** A tool call of the run, its view, and what came for it later in the run. @internal */
export interface ToolRecord extends ToolSource, ToolAttachments {
  readonly node: ToolCallNode;
  readonly view: ViewDraft;
  /** The place of the call among the run's nodes, and of its view among the run's views. */
  readonly position: number;
  readonly host: number;
  /** Whether the view's content is final: a result came, and nothing that changes it since. */
  settled: boolean;
}

/** A node of the run that child runs hang from, and the view at that point. @internal */
export interface ForkPoint {
  readonly node: Node;
  /** The node's place among the run's nodes. */
  readonly position: number;
  /** The index of the run's last view at the node; -1 when there is none yet. */
  readonly host: number;
  /** The child runs hung from the node, in the order they came. */
  readonly drafts: RunDraft[];
}

// Replaced when the segment is finished, once the run's status is known.
const TOOL_CALL_TO_COME: ViewContent = Object.freeze({
  kind: "tool_call",
  toolCallId: "",
  name: "",
  input: undefined,
  state: "running",
});

function recordOf(node: ToolCallNode, view: ViewDraft, position: number, host: number): ToolRecord {
  return {
    toolCallId: node.id,
    name: node.name,
    input: node.input,
    partial: Boolean(node.partial),
    hasResult: false,
    output: undefined,
    hasRelay: false,
    decision: undefined,
    progress: undefined,
    node,
    view,
    position,
    host,
    settled: false,
  };
}

/**
 * One run's views, built as a pass over the graph in arrival order meets its nodes, with the
 * places its child runs hang from; tool call contents are finished later from `tools`.
 * `exact` turns false when something needs lookups to be right: a result naming a call the
 * run did not show before it (does it make a view?), or a child run whose place is unsure.
 * @internal
 */
export class RunDraft {
  readonly runId: string;
  readonly run: RunInfo | undefined;
  readonly agentId: string | undefined;
  readonly views: ViewDraft[] = [];
  readonly tools: ToolRecord[] = [];
  forks: ForkPoint[] | undefined;
  exact = true;
  /** Where the run hangs in its parent's run, when the pass placed it there. */
  hungFrom: ForkPoint | undefined;
  /** Whether the pass could not place the run under its parent: what it is there needs lookups. */
  unplaced = false;
  /** Whether the run may be one of several alternatives at its parent (set when taken). */
  mayBeAlternative = true;
  /** Whether its views were taken into a segment: they are not to be used twice. */
  taken = false;
  /** Whether the run has an error node (set once the pass has seen every node). */
  failed = false;
  readonly #status: ViewStatus;
  readonly #accumulators: Readonly<Record<string, ProgressAccumulator<unknown>>>;
  #settled = 0;
  #count = 0;
  #last: Node | undefined;
  #merging: ViewDraft | undefined;
  readonly #toolsById = new Map<string, ToolRecord>();

  constructor(
    runId: string,
    run: RunInfo | undefined,
    accumulators: Readonly<Record<string, ProgressAccumulator<unknown>>>,
  ) {
    this.runId = runId;
    this.#accumulators = accumulators;
    this.run = run;
    this.agentId = run?.agentId;
    // Whether the run failed is known only once every node was seen: the rare failed run is fixed then.
    this.#status = run?.ended === true ? "complete" : "streaming";
  }

  /**
   * Takes the run's next node; returns the tool call id it names when that call is not in the
   * run before it. A discarded node makes no view; a discarded call keeps no record, so what
   * names it is not exact (see `ThreadSweep`).
   */
  add(node: Node): string | undefined {
    const position = this.#count++;
    this.#last = node;
    const { kind } = node;
    if (node.discarded) return undefined;
    if (kind === "tool_call") {
      const view = this.#view(node.id, TOOL_CALL_TO_COME);
      this.#record(recordOf(node, view, position, this.views.length - 1));
    } else if (kind === "tool_result" || kind === "tool_progress" || kind === "relay") {
      if (kind === "relay") this.#view(node.id, plainContent(node) as ViewContent);
      const record = this.#find(node.toolCallId);
      if (record) this.#attach(record, node);
      else if (kind === "tool_result") this.exact = false;
      if (!record) return node.toolCallId;
    } else if (kind === "text" || kind === "reasoning") {
      this.#text(node.id, kind, node.content);
    } else if (kind !== "usage" && kind !== "harness_start" && kind !== "harness_end") {
      this.#view(node.id, plainContent(node) as ViewContent);
    }
    return undefined;
  }

  /** The run's tool call with this id, if the run showed it already. */
  callOf(toolCallId: string): ToolCallNode | undefined {
    return this.#find(toolCallId)?.node;
  }

  /** Whether every tool call's content is final. */
  get settled(): boolean {
    return this.#settled === this.tools.length;
  }

  /**
   * Folds an attachment into its call; a call with a result shows the same whatever becomes
   * of its run, so its content is made at once, while the record is at hand.
   */
  #attach(record: ToolRecord, node: Node): void {
    const hadResult = record.hasResult;
    attach(record, node);
    if (node.kind === "relay" && hadResult) return;
    if (record.hasResult) {
      record.view.content = toolContent(record, record, this.#status, this.#accumulators);
      if (!record.settled) this.#settled++;
      record.settled = true;
    }
  }

  /**
   * Hangs a child run from `parent`, a node of this run, when the pass knows where that is:
   * the node just taken, or one of the run's tool calls. Returns the fork point, if found.
   */
  hang(parent: Node, child: RunDraft): ForkPoint | undefined {
    // Children of one node usually come one after another.
    let point = this.forks?.at(-1);
    if (point?.node !== parent) point = this.forks?.find((fork) => fork.node === parent);
    if (!point) {
      const place = this.#placeOf(parent);
      if (!place) return undefined;
      const { position, host } = place;
      point = { node: parent, position, host, drafts: [] };
      if (!this.forks) this.forks = [];
      this.forks.push(point);
    }
    point.drafts.push(child);
    return point;
  }

  /** Where `parent` stands; unknown for a discarded call, whose child runs no view hosts. */
  #placeOf(parent: Node): { position: number; host: number } | undefined {
    if (parent.kind === "tool_call" && parent.discarded) return undefined;
    if (parent === this.#last) return { position: this.#count - 1, host: this.views.length - 1 };
    if (parent.kind !== "tool_call") return undefined;
    const record = this.#find(parent.id);
    return record?.node === parent ? record : undefined;
  }

  /** Adds a text or reasoning view, or merges the text into such a view right before it. */
  #text(id: string, kind: "text" | "reasoning", text: string): void {
    const merging = this.#merging;
    if (merging && merging.content.kind === kind) {
      merging.content = { kind, text: (merging.content as { text: string }).text + text };
      merging.nodeIds.push(id);
      return;
    }
    this.#merging = this.#view(id, { kind, text });
  }

  #view(id: string, content: ViewContent): ViewDraft {
    const view = newView(id, this, content, viewStatus(content, this.#status), [id]);
    this.views.push(view);
    this.#merging = undefined;
    return view;
  }

  #record(record: ToolRecord): void {
    this.tools.push(record);
    this.#toolsById.set(record.toolCallId, record);
  }

  #find(toolCallId: string): ToolRecord | undefined {
    return this.#toolsById.get(toolCallId);
  }
}
