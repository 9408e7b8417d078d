import { describe, expect, it } from "vitest";
import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { RunEmitter } from "./RunEmitter.js";

const fields = { runId: "r1", agentId: "assistant" };
const call = (id: string): GraphEvent => ({
  type: "tool_call",
  id,
  ...fields,
  name: "x",
  input: {},
});
const result = (id: string): GraphEvent => ({
  type: "tool_result",
  id,
  ...fields,
  name: "x",
  output: "ok",
});

/** Ends the step as a stop for tools; says whether the run ended (no call left waiting). */
function endsRun(run: RunEmitter): boolean {
  const events = run.guard({}, () => {
    run.markDone({ forTools: true });
    run.end();
  });
  return events.some((event) => event.type === "harness_end");
}

function emitter(problems: string[] = []): RunEmitter {
  return new RunEmitter({ runId: "r1", onProblem: (message) => problems.push(message) });
}

describe("RunEmitter", () => {
  it("waits for tools while a call of the step has no result and was not discarded", () => {
    const waiting = emitter();
    waiting.guard({}, () => waiting.add(call("a"), call("b"), result("a")));
    expect(endsRun(waiting)).toBe(false);
    const discarded = emitter();
    discarded.guard({}, () => discarded.add(call("a"), call("b"), result("a")));
    discarded.guard({}, () => discarded.add({ type: "discard", runId: "r1", ids: ["b", "t"] }));
    expect(endsRun(discarded)).toBe(true);
  });

  it("forgets the calls and results of a chunk whose translation threw", () => {
    const problems: string[] = [];
    const run = emitter(problems);
    run.guard({}, () => run.add(call("a")));
    run.guard({ type: "broken" }, () => {
      run.add(result("a"), call("b"), call("c"));
      throw new Error("bad chunk");
    });
    expect(problems).toEqual(["broken: could not be translated (bad chunk); skipped"]);
    run.guard({}, () => run.add(result("a")));
    expect(endsRun(run)).toBe(true);
  });

  it("keeps a call waiting when the chunk that answered it threw", () => {
    const run = emitter();
    run.guard({}, () => run.add(call("a")));
    run.guard({}, () => {
      run.add({ type: "discard", runId: "r1", ids: ["a"] });
      throw new Error("bad chunk");
    });
    expect(endsRun(run)).toBe(false);
  });
});
