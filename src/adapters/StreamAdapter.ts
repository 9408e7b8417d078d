import type { GraphEvent } from "../core/graph/GraphEvent.js";

/** Where the events an adapter produces belong in the graph. */
export interface AdapterOptions {
  /** The run the provider's output belongs to. */
  readonly runId: string;
  /** The agent shown for the run. @default "assistant" */
  readonly agentId?: string;
  /** The node that caused the run (the user message, the tool call of a subagent). */
  readonly parentId?: string;
}

/**
 * Turns one provider stream into graph events, one chunk at a time. Ids are derived from
 * `runId` and the provider's own ids, so the same stream always gives the same events.
 */
export interface StreamAdapter<Chunk> {
  /** Translates one chunk; a chunk of a type the adapter does not know yields nothing. */
  push(chunk: Chunk): GraphEvent[];
  /**
   * Ends the stream: completes tool calls still streaming and ends the run, unless the model
   * stopped to call tools that have no result yet (the run goes on in the next step); idempotent.
   */
  finish(): GraphEvent[];
}
