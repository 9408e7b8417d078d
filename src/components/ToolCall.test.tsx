import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../core/createGraph.js";
import type { GraphEvent } from "../core/GraphEvent.js";
import { projectThread } from "../core/projections/projectThread.js";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { reduceEvents } from "../core/reduceEvents.js";
import { createScenario } from "../testing/createScenario.js";
import type { RunScript } from "../testing/RunScript.js";
import { ToolCall } from "./ToolCall.js";
import type { ToolStateBadgeProps } from "./ToolStateBadge.js";

function toolCallView(script: (run: RunScript) => GraphEvent[] | undefined): ViewNode {
  const scenario = createScenario();
  const run = scenario.run("agent", { parentId: scenario.user("Go") });
  const extra = script(run) ?? [];
  const views = projectThread(reduceEvents(createGraph(), [...scenario.events(), ...extra]));
  const view = views.find((node) => node.content.kind === "tool_call");
  if (!view) throw new Error("The scenario has no tool call");
  return view;
}

const states = [
  [
    "pending",
    "Preparing",
    (run: RunScript) => [
      {
        type: "tool_call",
        id: "c1",
        runId: run.runId,
        agentId: run.agentId,
        name: "write_file",
        input: { path: "a.ts" },
        partial: true,
      } as GraphEvent,
    ],
  ],
  [
    "awaiting_permission",
    "Awaiting permission",
    (run: RunScript) => {
      run.permission(run.toolCall("exec", { command: "ls" }), "exec", { command: "ls" });
      return undefined;
    },
  ],
  [
    "running",
    "Running",
    (run: RunScript) => {
      run.toolCall("exec", { command: "ls" });
      return undefined;
    },
  ],
  [
    "complete",
    "Done",
    (run: RunScript) => {
      run.toolResult(run.toolCall("read_file", { path: "a" }), "read_file", "contents");
      return undefined;
    },
  ],
  [
    "denied",
    "Denied",
    (run: RunScript) => {
      const relay = run.permission(run.toolCall("exec", { command: "rm" }), "exec", {});
      run.resolve(relay, "deny");
      return undefined;
    },
  ],
  [
    "error",
    "Failed",
    (run: RunScript) => {
      run.toolResult(run.toolCall("read_file", { path: "a" }), "read_file", { error: "ENOENT" });
      return undefined;
    },
  ],
] as const;

function PlainBadge({ state }: ToolStateBadgeProps) {
  return <i>state {state}</i>;
}

describe("ToolCall", () => {
  it.each(states)("renders the %s state as data-state and a badge", (state, label, script) => {
    const html = renderToString(<ToolCall node={toolCallView(script)} />);
    expect(html).toContain(`data-state="${state}"`);
    expect(html).toContain(`class="tl-tool-state-badge" data-state="${state}"`);
    expect(html).toContain(label);
  });

  it("shows the tool name, and the duration only when given", () => {
    const node = toolCallView((run) => {
      run.toolCall("exec", { command: "ls" });
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} />)).not.toContain("<time");
    const html = renderToString(<ToolCall node={node} durationMs={2140} />);
    expect(html).toContain("exec");
    expect(html).toContain('<time class="tl-tool-call__duration" dateTime="PT2.14S">2.1 s</time>');
  });

  it("renders the input as pretty JSON", () => {
    const node = toolCallView((run) => {
      run.toolCall("search", { query: "coupons", limit: 5 });
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} />)).toContain(
      "{\n  &quot;query&quot;: &quot;coupons&quot;,\n  &quot;limit&quot;: 5\n}",
    );
  });

  it("renders a string output as text and an object output as JSON", () => {
    const text = toolCallView((run) => {
      run.toolResult(run.toolCall("read_file", {}), "read_file", "line one\nline two");
      return undefined;
    });
    expect(renderToString(<ToolCall node={text} />)).toContain("line one\nline two");
    const json = toolCallView((run) => {
      run.toolResult(run.toolCall("git_log", {}), "git_log", [{ commit: "4be1c2a" }]);
      return undefined;
    });
    expect(renderToString(<ToolCall node={json} />)).toContain(
      "&quot;commit&quot;: &quot;4be1c2a&quot;",
    );
  });

  it("renders an error output with its message", () => {
    const node = toolCallView((run) => {
      const call = run.toolCall("read_file", {});
      run.toolResult(call, "read_file", { error: { message: "ENOENT: no such file" } });
      return undefined;
    });
    const html = renderToString(<ToolCall node={node} />);
    expect(html).toContain('data-part="error"');
    expect(html).toContain("ENOENT: no such file");
  });

  it("says why an errored call has no result", () => {
    const node = toolCallView((run) => {
      run.toolCall("exec", {});
      run.end();
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} />)).toContain(
      "The run ended before the tool returned a result.",
    );
  });

  it("renders exec progress as a terminal with stdout, stderr and metrics", () => {
    const node = toolCallView((run) => {
      const call = run.toolCall("exec", { command: "npm test" });
      run.progress(call, "exec", { channel: "stdout", data: "ok 1\n" });
      run.progress(call, "exec", { channel: "stderr", data: "fail 2\n" });
      run.progress(call, "exec", { exitCode: 1, durationMs: 2140 });
      return undefined;
    });
    const html = renderToString(<ToolCall node={node} />);
    expect(html).toContain('data-outcome="failure"');
    expect(html).toContain('data-channel="stdout"');
    expect(html).toContain('data-channel="stderr"');
    expect(html).toContain("fail 2");
    expect(html).toContain("<dt>Exit code</dt><dd>1</dd>");
    expect(html).toContain("<dt>Duration</dt><dd>2.1 s</dd>");
  });

  it("renders the raw progress list of a tool without an accumulator as JSON", () => {
    const node = toolCallView((run) => {
      const call = run.toolCall("crawl", {});
      run.progress(call, "crawl", { pages: 3 });
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} />)).toContain("&quot;pages&quot;: 3");
  });

  it("renders its parts through the components map", () => {
    const node = toolCallView((run) => {
      run.toolCall("exec", {});
      return undefined;
    });
    const html = renderToString(<ToolCall node={node} components={{ StateBadge: PlainBadge }} />);
    expect(html).toContain("<i>state <!-- -->running</i>");
    expect(html).not.toContain("tl-tool-state-badge");
  });

  it("cuts a very long tool name", () => {
    const name = "n".repeat(200_000);
    const node = toolCallView((run) => {
      run.toolCall(name, {});
      return undefined;
    });
    const html = renderToString(<ToolCall node={node} />);
    expect(html).toContain(`<bdi class="tl-tool-call__name">${"n".repeat(200)}…</bdi>`);
    expect(html.length).toBeLessThan(2_000);
  });

  it("renders nothing for a view node that is not a tool call", () => {
    const scenario = createScenario();
    scenario.user("Hello");
    const [user] = projectThread(reduceEvents(createGraph(), scenario.events()));
    expect(user && renderToString(<ToolCall node={user} />)).toBe("");
  });

  it("renders children after the details and starts closed when asked", () => {
    const node = toolCallView((run) => {
      run.toolCall("delegate", {});
      return undefined;
    });
    const html = renderToString(
      <ToolCall node={node} defaultOpen={false} className="mine">
        <p>branch</p>
      </ToolCall>,
    );
    expect(html).toContain('class="tl-tool-call mine"');
    expect(html).toContain('<div class="tl-tool-call__children"><p>branch</p></div>');
    expect(html).not.toMatch(/<details class="tl-tool-call__details" open/);
  });
});
