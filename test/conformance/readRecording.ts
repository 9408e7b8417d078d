import { readFileSync } from "node:fs";

/**
 * The JSON objects of a Server-Sent Events body, in order: each event's `data:` lines joined,
 * `event:`, `id:` and comment lines ignored, and the `[DONE]` sentinel skipped.
 */
export function parseSSE(body: string): unknown[] {
  const objects: unknown[] = [];
  for (const block of body.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const data = block
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice("data:".length).replace(/^ /, ""));
    if (data.length === 0) continue;
    const text = data.join("\n");
    if (text.trim() === "[DONE]") continue;
    objects.push(JSON.parse(text));
  }
  return objects;
}

/** The JSON objects of a JSON-lines body, one per non-blank line. */
export function parseJSONLines(body: string): unknown[] {
  return body
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as unknown);
}

/**
 * Reads a recorded stream: a body whose lines start with `data:` or `event:` is read as SSE,
 * anything else as JSON lines.
 */
export function readRecording(file: string | URL): unknown[] {
  const body = readFileSync(file, "utf8");
  const isSSE = /^(data|event):/m.test(body);
  return isSSE ? parseSSE(body) : parseJSONLines(body);
}
