import type { GraphEvent } from "../core/graph/GraphEvent.js";
import type { ProviderAdapterOptions } from "./ProviderAdapterOptions.js";
import { RunEmitter } from "./RunEmitter.js";
import type { StreamAdapter } from "./StreamAdapter.js";

/** The provider-specific half of an adapter: it adds a chunk's events to its run. @internal */
export interface StreamTranslator<Chunk> {
  /** Adds the events of one chunk to the run. */
  translate(chunk: Chunk): void;
  /** The final events of tool calls still streaming when the stream ends. */
  closeToolCalls(): readonly GraphEvent[];
}

/**
 * A stream adapter from a translator: the run's lifecycle, never throwing from `push`, and
 * an idempotent `finish` come from `RunEmitter`.
 * @internal
 */
export function translatingAdapter<Chunk extends object>(
  options: ProviderAdapterOptions,
  createTranslator: (run: RunEmitter) => StreamTranslator<Chunk>,
): StreamAdapter<Chunk> {
  const run = new RunEmitter(options);
  const translator = createTranslator(run);
  return {
    push: (chunk) => run.guard(chunk, (checked) => translator.translate(checked)),
    finish: () => run.finish(() => translator.closeToolCalls()),
  };
}
