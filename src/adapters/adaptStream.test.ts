import { describe, expect, it } from "vitest";
import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { adaptStream } from "./adaptStream.js";
import type { StreamAdapter } from "./StreamAdapter.js";

function recordingAdapter(calls: string[]): StreamAdapter<string> {
  return {
    push: (chunk) => {
      calls.push(`push ${chunk}`);
      return [{ type: "text", id: `t-${chunk}`, runId: "r1", content: chunk }];
    },
    finish: () => {
      calls.push("finish");
      return [{ type: "harness_end", runId: "r1", agentId: "a" }];
    },
  };
}

async function* source(chunks: string[], failure?: Error): AsyncGenerator<string> {
  for (const chunk of chunks) yield chunk;
  if (failure) throw failure;
}

async function collect(events: AsyncIterable<GraphEvent>): Promise<GraphEvent[]> {
  const collected: GraphEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

describe("adaptStream", () => {
  it("yields the events of each chunk, then the events of finish", async () => {
    const calls: string[] = [];
    const events = await collect(adaptStream(source(["a", "b"]), recordingAdapter(calls)));
    expect(events.map((event) => event.type)).toEqual(["text", "text", "harness_end"]);
    expect(calls).toEqual(["push a", "push b", "finish"]);
  });

  it("yields the events of finish before rethrowing the error of the source", async () => {
    const calls: string[] = [];
    const events: GraphEvent[] = [];
    const failure = new Error("connection reset");
    await expect(async () => {
      for await (const event of adaptStream(source(["a"], failure), recordingAdapter(calls)))
        events.push(event);
    }).rejects.toBe(failure);
    expect(events.map((event) => event.type)).toEqual(["text", "harness_end"]);
    expect(calls).toEqual(["push a", "finish"]);
  });

  it("finishes the adapter when the consumer stops early", async () => {
    const calls: string[] = [];
    for await (const event of adaptStream(source(["a", "b", "c"]), recordingAdapter(calls))) {
      if (event.type === "text") break;
    }
    expect(calls).toEqual(["push a", "finish"]);
  });
});
