import type { ContentPart, RelayDecision } from "../graph/GraphEvent.js";

/** The lifecycle of the run a view node belongs to: `error` > `complete` > `streaming`. */
export type ViewStatus = "streaming" | "complete" | "error";

/** Where a tool call stands. */
export type ToolCallState =
  | "pending"
  | "awaiting_permission"
  | "running"
  | "complete"
  | "denied"
  | "error";

/** A tool call with its result and progress folded in. */
export interface ToolCallContent {
  readonly kind: "tool_call";
  readonly toolCallId: string;
  readonly name: string;
  readonly input: unknown;
  readonly output?: unknown;
  readonly progress?: unknown;
  readonly state: ToolCallState;
}

/** A summary block; the view nodes it stands for stay reachable in `originals`. */
export interface SummaryContent {
  readonly kind: "summary";
  readonly text: string;
  readonly covers: readonly string[];
  readonly originals: readonly ViewNode[];
}

/** What one view node shows. */
export type ViewContent =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "reasoning"; readonly text: string }
  | ToolCallContent
  | { readonly kind: "user"; readonly content: string | readonly ContentPart[] }
  | { readonly kind: "error"; readonly message: string; readonly code?: string }
  | { readonly kind: "pending" }
  | {
      readonly kind: "relay";
      readonly relayKind: "permission";
      readonly toolCallId: string;
      readonly tool: string;
      readonly params: Readonly<Record<string, unknown>>;
      readonly decision?: RelayDecision;
    }
  | SummaryContent;

/** Marks the first view node of one of several runs that fork from the same node. */
export interface ViewAlternatives {
  readonly forkId: string;
  readonly index: number;
  readonly count: number;
}

/**
 * One renderable block of the conversation. `projectThread` returns it frozen, with its
 * content, branch lists and node ids: later projections share it.
 */
export interface ViewNode {
  readonly id: string;
  readonly runId: string;
  readonly agentId?: string;
  readonly role: "user" | "assistant";
  readonly content: ViewContent;
  readonly status: ViewStatus;
  /** Subagent runs of a tool call, or the alternatives not followed at a fork, each a flat list. */
  readonly branches: readonly (readonly ViewNode[])[];
  readonly alternatives?: ViewAlternatives;
  /** The graph's content nodes this view shows (several when text chunks merged). */
  readonly nodeIds: readonly string[];
}
