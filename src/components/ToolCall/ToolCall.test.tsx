import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import type { RunScript } from "../../testing/RunScript.js";
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
  it.each(states)("renders the %s state as data-status and a state word", (state, word, script) => {
    const html = renderToString(<ToolCall node={toolCallView(script)} />);
    expect(html).toContain(`data-status="${state}"`);
    expect(html).toContain(`<span class="tl-tool-state-badge__word">${word}</span>`);
  });

  it("renders one closed line by default, without its body", () => {
    const node = toolCallView((run) => {
      run.toolResult(run.toolCall("search", { query: "coupons", limit: 5 }), "search", "found");
      return undefined;
    });
    const html = renderToString(<ToolCall node={node} />);
    expect(html).toContain('data-state="closed"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('<bdi class="tl-tool-call__summary">coupons</bdi>');
    expect(html).not.toContain("tl-tool-call__body");
    expect(html).not.toContain("found");
  });

  it("shows the duration through the formatters only when given", () => {
    const node = toolCallView((run) => {
      run.toolCall("exec", { command: "ls" });
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} />)).not.toContain("<time");
    expect(renderToString(<ToolCall node={node} durationMs={2140} />)).toContain(
      '<time class="tl-tool-call__duration" dateTime="PT2.14S">2.1s</time>',
    );
  });

  it("renders the input as pretty JSON when open", () => {
    const node = toolCallView((run) => {
      run.toolCall("search", { query: "coupons", limit: 5 });
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} defaultOpen />)).toContain(
      "{\n  &quot;query&quot;: &quot;coupons&quot;,\n  &quot;limit&quot;: 5\n}",
    );
  });

  it("renders a string output as text and an object output as JSON", () => {
    const text = toolCallView((run) => {
      run.toolResult(run.toolCall("read_file", {}), "read_file", "line one\nline two");
      return undefined;
    });
    expect(renderToString(<ToolCall node={text} defaultOpen />)).toContain("line one\nline two");
    const json = toolCallView((run) => {
      run.toolResult(run.toolCall("git_log", {}), "git_log", [{ commit: "4be1c2a" }]);
      return undefined;
    });
    expect(renderToString(<ToolCall node={json} defaultOpen />)).toContain(
      "&quot;commit&quot;: &quot;4be1c2a&quot;",
    );
  });

  it("says a call returned nothing instead of drawing an empty output", () => {
    const node = toolCallView((run) => {
      run.toolResult(run.toolCall("delegate", { task: "look" }), "delegate", "");
      return undefined;
    });
    const html = renderToString(<ToolCall node={node} defaultOpen />);
    expect(html).toContain("No output.");
    expect(html).not.toContain('data-part="output"');
  });

  it("says in the line that a call failed, with the first line of its error", () => {
    const node = toolCallView((run) => {
      const call = run.toolCall("read_file", {});
      run.toolResult(call, "read_file", { error: { message: "ENOENT: no such file\nat open" } });
      return undefined;
    });
    const html = renderToString(<ToolCall node={node} />);
    expect(html).toContain('<bdi class="tl-tool-call__problem">ENOENT: no such file</bdi>');
    const open = renderToString(<ToolCall node={node} defaultOpen />);
    expect(open).toContain('data-part="error"');
    expect(open).toContain("ENOENT: no such file\nat open");
  });

  it("says why an errored call has no result", () => {
    const node = toolCallView((run) => {
      run.toolCall("exec", {});
      run.end();
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} defaultOpen />)).toContain(
      "The run ended before the tool returned a result.",
    );
  });

  it("renders exec progress as a terminal, and its last line in the line", () => {
    const node = toolCallView((run) => {
      const call = run.toolCall("exec", { command: "npm test" });
      run.progress(call, "exec", { channel: "stdout", data: "ok 1\nok 2\n\n" });
      run.progress(call, "exec", { channel: "stderr", data: "fail 2\n" });
      run.progress(call, "exec", { exitCode: 1, durationMs: 2140 });
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} />)).toContain(
      '<bdi class="tl-tool-progress" data-variant="line" data-source="terminal">ok 2</bdi>',
    );
    const html = renderToString(<ToolCall node={node} defaultOpen />);
    expect(html).toContain('data-outcome="failure"');
    expect(html).toContain('data-channel="stderr"');
    expect(html).toContain("<dt>Exit code</dt><dd>1</dd>");
    expect(html).toContain("<dt>Duration</dt><dd>2.1s</dd>");
  });

  it("reads the raw progress of a tool without an accumulator instead of printing JSON", () => {
    const node = toolCallView((run) => {
      const call = run.toolCall("crawl", {});
      run.progress(call, "crawl", { message: "Fetching /a", done: 1, total: 4 });
      run.progress(call, "crawl", { message: "Fetching /b", done: 2, total: 4 });
      return undefined;
    });
    expect(renderToString(<ToolCall node={node} />)).toContain("Fetching /b · 2/4");
    const html = renderToString(<ToolCall node={node} defaultOpen />);
    expect(html).toContain("<span>Fetching /a\nFetching /b</span>");
    expect(html).not.toContain("&quot;message&quot;");
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
    expect(html).toContain(`<bdi class="tl-tool-call__name">${"n".repeat(199)}…</bdi>`);
    expect(html.length).toBeLessThan(2_000);
  });

  it("renders nothing for a view node that is not a tool call", () => {
    const scenario = createScenario();
    scenario.user("Hello");
    const [user] = projectThread(reduceEvents(createGraph(), scenario.events()));
    expect(user && renderToString(<ToolCall node={user} />)).toBe("");
  });

  it("renders children below the line while closed", () => {
    const node = toolCallView((run) => {
      run.toolCall("delegate", {});
      return undefined;
    });
    const html = renderToString(
      <ToolCall node={node} className="mine">
        <p>branch</p>
      </ToolCall>,
    );
    expect(html).toContain('class="tl-tool-call mine"');
    expect(html).toContain('<div class="tl-tool-call__children"><p>branch</p></div>');
    expect(html).toContain('data-state="closed"');
  });
});
