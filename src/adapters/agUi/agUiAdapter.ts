import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { ChunkChecks } from "../ChunkChecks.js";
import type { ProviderAdapterOptions } from "../ProviderAdapterOptions.js";
import type { ChunkFields } from "../readChunk.js";
import type { StreamAdapter } from "../StreamAdapter.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import { AgUiRuns } from "./AgUiRuns.js";
import { AgUiLifecycle } from "./agUiLifecycle.js";
import { AgUiMessages } from "./agUiMessages.js";
import { AgUiToolCalls } from "./agUiToolCalls.js";

type Handler = (event: ChunkFields) => void;

const ignore: Handler = () => {};

const INCOMPLETE = {
  message: "The stream ended before the run finished.",
  code: "incomplete_stream",
} as const;

/** Routes each AG-UI event to its handler and collects the graph events they emit. */
class AgUiTranslator {
  readonly checks: ChunkChecks;
  readonly #runs: AgUiRuns;
  readonly #messages: AgUiMessages;
  readonly #tools: AgUiToolCalls;
  readonly #handlers: Readonly<Record<AgUiEvent["type"], Handler>>;

  constructor(options: ProviderAdapterOptions) {
    this.checks = new ChunkChecks(options.onProblem);
    this.#runs = new AgUiRuns(options, this.checks);
    this.#messages = new AgUiMessages(this.#runs);
    this.#tools = new AgUiToolCalls(this.#runs);
    this.#handlers = {
      ...this.#messages.handlers(),
      ...this.#tools.handlers(),
      ...new AgUiLifecycle(this.#runs).handlers(),
      STATE_SNAPSHOT: ignore,
      STATE_DELTA: ignore,
      MESSAGES_SNAPSHOT: ignore,
      ACTIVITY_SNAPSHOT: ignore,
      ACTIVITY_DELTA: ignore,
      RAW: ignore,
      CUSTOM: ignore,
      STEP_STARTED: ignore,
      STEP_FINISHED: ignore,
    };
  }

  translate(event: ChunkFields): void {
    const { type } = event;
    if (!this.checks.expectString("event.type", type)) return;
    // Event types newer than this adapter make no events and leave chunk mode alone.
    if (!Object.hasOwn(this.#handlers, type)) return;
    this.#messages.closeChunks(type);
    if (type !== "TOOL_CALL_CHUNK") this.#tools.closeChunk();
    this.#handlers[type as AgUiEvent["type"]](event);
  }

  finish(): void {
    this.#tools.closeChunk();
    this.#runs.endAll(INCOMPLETE);
  }

  drain(): GraphEvent[] {
    return this.#runs.drain();
  }
}

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : "an unknown error";
}

/**
 * Creates an adapter that turns an AG-UI event stream into graph events: each AG-UI run is a
 * graph run with the AG-UI `runId` (a run with `parentRunId`, or a subagent, hangs from the
 * parent's open tool call; a run that starts after another finished, such as the resume of an
 * interrupted run, continues after it), and events outside any run go to the run of
 * `options.runId`. The first run hangs from `options.parentId`.
 * @example
 * const adapter = createAgUiAdapter({ runId: "r2", parentId: "r1:user" });
 * agent.subscribe({ onEvent: ({ event }) => store.dispatch(adapter.push(event)) });
 */
export function createAgUiAdapter(options: ProviderAdapterOptions): StreamAdapter<AgUiEvent> {
  const translator = new AgUiTranslator(options);
  return {
    push(event) {
      if (typeof event !== "object" || event === null) {
        translator.checks.reject("event", "an object", event);
        return [];
      }
      try {
        translator.translate(event as ChunkFields);
      } catch (cause) {
        const label = String((event as ChunkFields).type);
        translator.checks.problem(
          `${label}: could not be translated (${reasonOf(cause)}); skipped`,
        );
      }
      return translator.drain();
    },
    finish() {
      try {
        translator.finish();
      } catch (cause) {
        translator.checks.problem(`finish: could not close the stream (${reasonOf(cause)})`);
      }
      return translator.drain();
    },
  };
}
