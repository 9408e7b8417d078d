/** Decodes the next chunk; `undefined` (the end) flushes what the decoder still holds. */
function decodeChunk(
  decoder: InstanceType<typeof TextDecoder>,
  chunk: Uint8Array | string | undefined,
): string {
  if (chunk === undefined) return decoder.decode();
  // A text chunk after bytes ends the byte run: flush it first so that nothing is reordered.
  if (typeof chunk === "string") return decoder.decode() + chunk;
  return decoder.decode(chunk, { stream: true });
}

/**
 * Reads a byte or text stream as text, decoding UTF-8 across chunk boundaries, and hands each
 * chunk's text to `onText` until the stream ends, `onText` returns `false` or `signal` aborts.
 * A stream that errors rejects, unless the abort caused it.
 * @internal
 * @example
 * await readTextStream(response.body, signal, (text) => {
 *   parser.feed(text);
 *   return true;
 * });
 */
export async function readTextStream(
  stream: ReadableStream<Uint8Array | string>,
  signal: AbortSignal,
  onText: (text: string) => boolean,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cancel = (): void => {
    reader.cancel().catch(() => undefined);
  };
  signal.addEventListener("abort", cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) return;
      const text = decodeChunk(decoder, done ? undefined : value);
      if (text !== "" && !onText(text)) {
        cancel();
        return;
      }
      if (done) return;
    }
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}
