import { type ChunkFields, readChunk } from "../readChunk.js";
import type { AgUiEvent } from "./AgUiEvent.js";
import type { AgUiRun, AgUiRuns } from "./AgUiRuns.js";

type Handler = (event: ChunkFields) => void;
type MessageEventType = Extract<AgUiEvent["type"], `TEXT_${string}` | `REASONING_${string}`>;

const ignore: Handler = () => {};

/** The text or reasoning messages of an AG-UI stream, each in the run it started in. */
class MessageStreams {
  readonly #runs: AgUiRuns;
  readonly #kind: "text" | "reasoning";
  readonly #runOfMessage = new Map<string, AgUiRun>();
  /** The message a chunk without a `messageId` continues, until another kind of event comes. */
  #chunkMessage: string | undefined;

  constructor(runs: AgUiRuns, kind: "text" | "reasoning") {
    this.#runs = runs;
    this.#kind = kind;
  }

  readonly start: Handler = (event) => {
    const read = readChunk<{ messageId: string }>(event, { messageId: "id" }, this.#runs.checks);
    if (read !== undefined) this.#runOf(event, read.messageId);
  };

  readonly end: Handler = (event) => {
    readChunk<{ messageId: string }>(event, { messageId: "id" }, this.#runs.checks);
  };

  readonly content: Handler = (event) => {
    const fields = { messageId: "id", delta: "string" } as const;
    const read = readChunk<{ messageId: string; delta: string }>(event, fields, this.#runs.checks);
    if (read !== undefined) this.#append(event, read.messageId, read.delta);
  };

  readonly chunk: Handler = (event) => {
    const fields = { messageId: "optional id", delta: "optional string" } as const;
    type Fields = { messageId?: string; delta?: string };
    const read = readChunk<Fields>(event, fields, this.#runs.checks);
    if (read === undefined) return;
    const messageId = read.messageId ?? this.#chunkMessage;
    if (messageId === undefined) {
      const field = `${String(event.type)}.messageId`;
      this.#runs.checks.problem(`${field}: expected an id, as no message is open; skipped`);
      return;
    }
    this.#chunkMessage = messageId;
    this.#append(event, messageId, read.delta ?? "");
  };

  closeChunk(): void {
    this.#chunkMessage = undefined;
  }

  #runOf(event: ChunkFields, messageId: string): AgUiRun {
    const known = this.#runOfMessage.get(messageId);
    if (known) return known;
    const run = this.#runs.runFor(event.subagentRunId);
    this.#runOfMessage.set(messageId, run);
    return run;
  }

  #append(event: ChunkFields, messageId: string, delta: string): void {
    const { runId, agentId } = this.#runOf(event, messageId);
    if (delta === "") return;
    const kind = this.#kind;
    this.#runs.emit({
      type: kind,
      id: `${runId}:${kind}:${messageId}`,
      runId,
      agentId,
      content: delta,
    });
  }
}

/**
 * AG-UI text and reasoning messages: their content becomes `text` and `reasoning` events with
 * ids `${runId}:${kind}:${messageId}`, in the run the message started in.
 * @internal
 */
export class AgUiMessages {
  readonly #text: MessageStreams;
  readonly #reasoning: MessageStreams;

  constructor(runs: AgUiRuns) {
    this.#text = new MessageStreams(runs, "text");
    this.#reasoning = new MessageStreams(runs, "reasoning");
  }

  handlers(): Record<MessageEventType, Handler> {
    const text = this.#text;
    const reasoning = this.#reasoning;
    return {
      TEXT_MESSAGE_START: text.start,
      TEXT_MESSAGE_CONTENT: text.content,
      TEXT_MESSAGE_END: text.end,
      TEXT_MESSAGE_CHUNK: text.chunk,
      REASONING_START: ignore,
      REASONING_MESSAGE_START: reasoning.start,
      REASONING_MESSAGE_CONTENT: reasoning.content,
      REASONING_MESSAGE_END: reasoning.end,
      REASONING_MESSAGE_CHUNK: reasoning.chunk,
      REASONING_END: ignore,
      REASONING_ENCRYPTED_VALUE: ignore,
    };
  }

  /** Ends chunk mode before any event but a chunk of the same kind. */
  closeChunks(type: string): void {
    if (type !== "TEXT_MESSAGE_CHUNK") this.#text.closeChunk();
    if (type !== "REASONING_MESSAGE_CHUNK") this.#reasoning.closeChunk();
  }
}
