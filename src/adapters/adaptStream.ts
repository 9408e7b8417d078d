import type { GraphEvent } from "../core/graph/GraphEvent.js";
import type { StreamAdapter } from "./StreamAdapter.js";

/**
 * Translates a whole provider stream with an adapter, and finishes the adapter when the stream
 * ends, throws (its final events come first, then the error is rethrown) or is abandoned.
 * @example
 * const stream = await anthropic.messages.create({ ...request, stream: true });
 * for await (const event of adaptStream(stream, createAnthropicAdapter({ runId: "r1" })))
 *   store.dispatch(event);
 */
export async function* adaptStream<Chunk>(
  chunks: AsyncIterable<Chunk>,
  adapter: StreamAdapter<Chunk>,
): AsyncGenerator<GraphEvent, void, undefined> {
  let finished = false;
  try {
    for await (const chunk of chunks) yield* adapter.push(chunk);
    finished = true;
    yield* adapter.finish();
  } catch (cause) {
    finished = true;
    yield* adapter.finish();
    throw cause;
  } finally {
    // Abandoned by the consumer: nobody reads further events, but the adapter still ends.
    if (!finished) adapter.finish();
  }
}
