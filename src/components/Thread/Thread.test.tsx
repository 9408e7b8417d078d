import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import { codingAgentSession } from "../../testing/fixtures/codingAgentSession.js";
import { longSession } from "../../testing/fixtures/longSession.js";
import { formattersFor } from "../labels/formattersFor.js";
import { defaultLabels } from "../labels/ThreadlineLabels.js";
import { Thread } from "./Thread.js";

const duration = formattersFor().duration;

describe("Thread", () => {
  it("renders on the server as a log with its turns", () => {
    const nodes = projectThread(reduceEvents(createGraph(), codingAgentSession().events()));
    const html = renderToString(<Thread nodes={nodes} />);
    expect(html).toContain('role="log"');
    expect(html).toContain('aria-live="off"');
    expect(html).toContain("I&#x27;ll remove the stale output folders.");
    expect(html).toContain('data-role="user"');
  });

  it("renders only a window of a long thread, starting at its end", () => {
    const nodes = projectThread(reduceEvents(createGraph(), longSession(2000).events()));
    const html = renderToString(<Thread nodes={nodes} />);
    const turns = html.match(/<article/g)?.length ?? 0;
    expect(turns).toBeGreaterThan(0);
    expect(turns).toBeLessThan(20);
    const last = nodes[nodes.length - 1];
    expect(last?.content.kind).toBe("text");
    if (last?.content.kind === "text") expect(html).toContain(last.content.text.slice(0, 20));
  });

  it("shows the durations it is given for finished reasoning and tool calls", () => {
    const graph = reduceEvents(createGraph(), [
      { type: "user", runId: "u1", content: "Check the disk" },
      { type: "harness_start", runId: "r1", agentId: "main", parentId: "u1:user" },
      { type: "reasoning", id: "k1", runId: "r1", content: "Use df." },
      { type: "tool_call", id: "c1", runId: "r1", name: "bash", input: { command: "df -h" } },
      { type: "tool_result", id: "c1", runId: "r1", name: "bash", output: "42% used" },
      { type: "harness_end", runId: "r1", agentId: "main" },
    ]);
    const durations: Record<string, number> = { k1: 4_000, c1: 1_500 };
    const html = renderToString(
      <Thread nodes={projectThread(graph)} durationOf={(view) => durations[view.id]} />,
    );
    expect(html).toContain(defaultLabels.thoughtFor(duration(4_000), 4_000));
    expect(html).toContain(`>${duration(1_500)}</time>`);
    const plain = renderToString(<Thread nodes={projectThread(graph)} />);
    expect(plain).not.toContain(defaultLabels.thoughtFor(duration(4_000), 4_000));
    expect(plain).not.toContain("</time>");
  });

  it("closes reasoning once the answer starts, while the run still streams", () => {
    const start: GraphEvent[] = [
      { type: "user", runId: "u1", content: "Why?" },
      { type: "harness_start", runId: "r1", agentId: "main", parentId: "u1:user" },
      { type: "reasoning", id: "k1", runId: "r1", content: "Because of the cache." },
    ];
    const thinking = renderToString(
      <Thread nodes={projectThread(reduceEvents(createGraph(), start))} />,
    );
    expect(thinking).toContain(defaultLabels.thinking);
    expect(thinking).toMatch(/class="tl-reasoning" data-status="streaming" data-state="open"/);
    const answering = projectThread(
      reduceEvents(createGraph(), [
        ...start,
        { type: "text", id: "t1", runId: "r1", content: "The cache was stale" },
      ]),
    );
    expect(answering.at(-1)?.status).toBe("streaming");
    const html = renderToString(
      <Thread nodes={answering} durationOf={(view) => (view.id === "k1" ? 2_000 : undefined)} />,
    );
    expect(html).not.toContain(defaultLabels.thinking);
    expect(html).toContain(defaultLabels.thoughtFor(duration(2_000), 2_000));
    expect(html).toMatch(/class="tl-reasoning" data-status="complete" data-state="closed"/);
  });
});
