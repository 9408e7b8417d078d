import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import { scenario } from "../../testing/scenario.js";
import { formattersFor } from "../labels/formattersFor.js";
import { defaultLabels } from "../labels/ThreadlineLabels.js";
import { Thread } from "./Thread.js";

function html(events: readonly GraphEvent[], props: Partial<Parameters<typeof Thread>[0]> = {}) {
  return renderToString(
    <Thread nodes={projectThread(reduceEvents(createGraph(), events))} {...props} />,
  );
}

/** The agent names shown above turns, in order. */
function agentNames(markup: string): string[] {
  return [...markup.matchAll(/<bdi class="tl-turn__agent">([^<]*)<\/bdi>/g)].map(
    (match) => match[1] ?? "",
  );
}

describe("Thread turns", () => {
  it("names each turn for assistive technology, with no header on screen", () => {
    const markup = html(
      scenario()
        .user("Hi")
        .assistant("coder", (agent) => agent.text("Hello"))
        .events(),
    );
    expect(markup).toContain(`aria-label="${defaultLabels.turnYou}"`);
    expect(markup).toContain(`aria-label="${defaultLabels.turnAssistant("coder", "complete")}"`);
    expect(markup).not.toContain("<header");
    expect(agentNames(markup)).toEqual([]);
  });

  it("shows the agent where the speaker changes in a multi-agent thread", () => {
    const markup = html(
      scenario()
        .user("Plan it")
        .assistant("planner", (agent) => agent.text("Three steps."))
        .user("Build it")
        .assistant("coder", (agent) => agent.text("Step one done."))
        .user("Go on")
        .assistant("coder", (agent) => agent.text("Step two done."))
        .user("Check it")
        .assistant("planner", (agent) => agent.text("Looks right."))
        .events(),
    );
    expect(agentNames(markup)).toEqual(["planner", "coder", "planner"]);
  });

  it("shows no agent names when one agent answers every turn", () => {
    const markup = html(
      scenario()
        .user("One")
        .assistant("coder", (agent) => agent.text("First."))
        .user("Two")
        .assistant("coder", (agent) => agent.text("Second."))
        .events(),
    );
    expect(agentNames(markup)).toEqual([]);
  });

  it("asks for permission in the tool call's line, not in a box of its own", () => {
    const markup = html(
      scenario()
        .user("Clean the build folder.")
        .assistant("ops", (agent) =>
          agent.tool("bash", { command: "rm -rf build" }, { permission: "pending" }),
        )
        .events(),
      { onRespond: () => {} },
    );
    expect(markup).toContain('data-permission="waiting"');
    expect(markup).not.toContain("tl-permission-prompt");
  });

  it("shows the decision in the tool call's line once the request is answered", () => {
    const markup = html(
      scenario()
        .user("Clean the build folder.")
        .assistant("ops", (agent) =>
          agent.tool("bash", { command: "rm -rf build" }, { permission: "allow" }),
        )
        .events(),
    );
    expect(markup).toContain('data-permission="allow"');
    expect(markup).not.toContain("tl-permission-prompt");
  });

  it("takes its labels and locale from its props", () => {
    const events: GraphEvent[] = [
      { type: "user", runId: "u1", content: "Wie voll ist die Platte?" },
      { type: "harness_start", runId: "r1", agentId: "main", parentId: "u1:user" },
      { type: "tool_call", id: "c1", runId: "r1", name: "bash", input: { command: "df -h" } },
      { type: "tool_result", id: "c1", runId: "r1", name: "bash", output: "42%" },
      { type: "harness_end", runId: "r1", agentId: "main" },
    ];
    const markup = html(events, {
      labels: {
        conversation: "Gespräch",
        turnYou: "Du",
        turnAssistant: (agent) => `Antwort von ${agent}`,
      },
      locale: "de-DE",
      durationOf: (view) => (view.id === "c1" ? 1_500 : undefined),
    });
    expect(markup).toContain('role="log" aria-live="off" aria-label="Gespräch"');
    expect(markup).toContain('aria-label="Du"');
    expect(markup).toContain('aria-label="Antwort von main"');
    expect(markup).toContain(`>${formattersFor("de-DE").duration(1_500)}</time>`);
    expect(formattersFor("de-DE").duration(1_500)).not.toBe(formattersFor().duration(1_500));
  });

  it("makes the log itself focusable, so its keys scroll it", () => {
    const markup = html(
      scenario()
        .user("Hi")
        .assistant((agent) => agent.text("Hello"))
        .events(),
    );
    expect(markup).toMatch(/role="log"[^>]*tabindex="0"/);
    expect(markup).toMatch(/<article[^>]*tabindex="-1"/);
  });
});
