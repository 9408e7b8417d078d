import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { createPartIds, type PartIds, type PartKind } from "../createPartIds.js";
import type { ProviderAdapterOptions } from "../ProviderAdapterOptions.js";
import type { RunEmitter } from "../RunEmitter.js";
import { type ChunkFields, readChunk } from "../readChunk.js";
import type { StreamAdapter } from "../StreamAdapter.js";
import { translatingAdapter } from "../translatingAdapter.js";
import type { AiSdkUiChunk } from "./AiSdkUiChunk.js";
import { type AiSdkToolChunkType, type AiSdkTools, createAiSdkTools } from "./aiSdkTools.js";

type Handler = (chunk: ChunkFields) => GraphEvent[];
type OtherChunkType = Exclude<AiSdkUiChunk["type"], AiSdkToolChunkType | `data-${string}`>;

/** The node ids of a stream's parts; `endAll` ends the open ones, so that reused ids get new nodes. */
interface StreamParts extends PartIds {
  endAll(): void;
}

function streamParts(run: RunEmitter): StreamParts {
  const parts = createPartIds((kind, providerId) => run.partId(kind, providerId));
  const open = new Map<string, readonly [PartKind, string]>();
  return {
    idOf(kind, providerId) {
      open.set(`${kind}:${providerId}`, [kind, providerId]);
      return parts.idOf(kind, providerId);
    },
    end(kind, providerId) {
      open.delete(`${kind}:${providerId}`);
      parts.end(kind, providerId);
    },
    endAll() {
      for (const [kind, providerId] of open.values()) parts.end(kind, providerId);
      open.clear();
    },
  };
}

/**
 * The nodes a step made, in the order they came: its text and reasoning, its tool calls and
 * the relays that ask for them. Nodes of earlier steps are never counted again.
 */
interface StepNodes {
  note(event: GraphEvent): void;
  /** A step starts (`start-step`): the nodes made so far belong to the steps before it. */
  startStep(): void;
  /** The step is discarded (`reset-step`): its nodes, which the next step does not count. */
  discardStep(): string[];
}

function stepNodes(): StepNodes {
  const earlier = new Set<string>();
  let step = new Set<string>();
  const close = (): string[] => {
    const ids = [...step];
    for (const id of ids) earlier.add(id);
    step = new Set();
    return ids;
  };
  return {
    note(event) {
      const { type } = event;
      if (type === "text" || type === "reasoning" || type === "tool_call") {
        if (!step.has(event.id) && !earlier.has(event.id)) step.add(event.id);
      } else if (type === "relay" && step.has(event.toolCallId)) step.add(event.id);
    },
    startStep: close,
    discardStep: close,
  };
}

function partHandlers(kind: PartKind, run: RunEmitter, parts: PartIds) {
  const { checks } = run;
  const readId = (chunk: ChunkFields) => readChunk<{ id: string }>(chunk, { id: "id" }, checks);
  const start: Handler = (chunk) => {
    const read = readId(chunk);
    if (read !== undefined) parts.idOf(kind, read.id);
    return [];
  };
  const end: Handler = (chunk) => {
    const read = readId(chunk);
    if (read !== undefined) parts.end(kind, read.id);
    return [];
  };
  const delta: Handler = (chunk) => {
    const fields = { id: "id", delta: "string" } as const;
    const read = readChunk<{ id: string; delta: string }>(chunk, fields, checks);
    if (read === undefined || read.delta === "") return [];
    return [{ type: kind, ...run.fields, id: parts.idOf(kind, read.id), content: read.delta }];
  };
  return { start, delta, end };
}

/** How a stream ends: `forTools` when tool calls left without output keep the run open. */
type End = (options?: { readonly forTools?: boolean }) => void;

/** The handlers of the run's lifecycle; `end` closes what is still streaming and ends the step. */
function lifecycleHandlers(run: RunEmitter, end: End) {
  const { checks } = run;
  return {
    start: () => {
      run.open();
      return [];
    },
    finish: (chunk) => {
      // Older streams give no finish reason; a stop for another reason ends the run.
      const reason = chunk.finishReason;
      end({ forTools: reason === undefined || reason === "tool-calls" });
      return [];
    },
    abort: (chunk) => {
      const read = readChunk<{ reason?: string }>(chunk, { reason: "optional string" }, checks);
      if (read === undefined) return [];
      run.fail(read.reason ?? "The stream was aborted.", "aborted");
      end();
      return [];
    },
    error: (chunk) => {
      const read = readChunk<{ errorText: string }>(chunk, { errorText: "string" }, checks);
      if (read !== undefined) run.fail(read.errorText, "provider_error");
      return [];
    },
  } satisfies Record<"start" | "finish" | "abort" | "error", Handler>;
}

function handlersFor(
  run: RunEmitter,
  tools: AiSdkTools,
  steps: StepNodes,
  end: End,
): Record<OtherChunkType, Handler> {
  const parts = streamParts(run);
  const text = partHandlers("text", run, parts);
  const reasoning = partHandlers("reasoning", run, parts);
  const ignored: Handler = () => [];
  return {
    ...lifecycleHandlers(run, end),
    "text-start": text.start,
    "text-delta": text.delta,
    "text-end": text.end,
    "reasoning-start": reasoning.start,
    "reasoning-delta": reasoning.delta,
    "reasoning-end": reasoning.end,
    "start-step": () => {
      tools.startStep();
      steps.startStep();
      return [];
    },
    "finish-step": ignored,
    // The graph keeps what the discarded step streamed, marked discarded; the retry gets new nodes.
    "reset-step": () => {
      parts.endAll();
      const closing = tools.discardStep();
      const ids = steps.discardStep();
      if (ids.length === 0) return closing;
      return [...closing, { type: "discard", runId: run.fields.runId, ids, reason: "reset-step" }];
    },
    "message-metadata": ignored,
    custom: ignored,
    "source-url": ignored,
    "source-document": ignored,
    file: ignored,
    "reasoning-file": ignored,
    "steering-message": ignored,
  };
}

/**
 * Creates an adapter that turns a Vercel AI SDK UI message stream (the chunks of
 * `toUIMessageStream()`) into the graph events of one assistant run. Tools the server runs
 * stay inside one stream; when the stream finishes with tool calls left without output
 * (client-side tools, calls awaiting approval), the run stays open, and the stream that
 * continues the message after the tool outputs or approvals is its next step. A `reset-step`
 * (a step retried) discards every node the step made (text, reasoning, tool calls and their
 * approval requests) with one `discard` event, and the retry streams into new nodes; what the
 * step streamed stays in the graph, marked discarded, and the projections leave it out.
 * @example
 * const adapter = createAiSdkAdapter({ runId: "r2", parentId: "r1:user" });
 * for await (const chunk of result.toUIMessageStream()) store.dispatch(adapter.push(chunk));
 * store.dispatch(adapter.finish());
 * // After the client's tool outputs or approvals, the continuation is step 2 of the same run.
 * const next = createAiSdkAdapter({ runId: "r2", step: 2 });
 */
export function createAiSdkAdapter(options: ProviderAdapterOptions): StreamAdapter<AiSdkUiChunk> {
  return translatingAdapter<AiSdkUiChunk>(options, (run) => {
    const tools = createAiSdkTools(run.fields, run.checks);
    const steps = stepNodes();
    // One event at a time: spreading many events into one call overflows the stack.
    const addAll = (events: readonly GraphEvent[]) => {
      for (const event of events) {
        run.add(event);
        steps.note(event);
      }
    };
    const end: End = (options) => {
      addAll(tools.closeAll());
      run.markDone(options);
      run.end();
    };
    const handlers: Readonly<Record<string, Handler>> = {
      ...handlersFor(run, tools, steps, end),
      ...tools.handlers,
    };
    return {
      translate(chunk) {
        const { type } = chunk as ChunkFields;
        if (!run.checks.expectString("chunk.type", type)) return;
        // Data parts and chunk types newer than this adapter make no events.
        const handler = Object.hasOwn(handlers, type) ? handlers[type] : undefined;
        if (handler) addAll(handler(chunk as ChunkFields));
      },
      closeToolCalls: () => {
        addAll(tools.closeAll());
        return [];
      },
    };
  });
}
