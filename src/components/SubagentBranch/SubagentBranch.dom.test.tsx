// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { AgentScript } from "../../testing/AgentBuilder.js";
import { scenario } from "../../testing/scenario.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { defaultThreadComponents } from "../Thread/defaultThreadComponents.js";
import { SubagentBranch } from "./SubagentBranch.js";
import { SubagentBranches } from "./SubagentBranches.js";

afterEach(() => {
  cleanup();
});

type Outcome = "streaming" | "done" | "failed";

const papers =
  (outcome: Outcome): AgentScript =>
  (agent) => {
    agent
      .text("Searching recent papers.")
      .tool("search_papers", { query: "context compression" }, { output: "3 papers" });
    if (outcome === "streaming") agent.text("Reading the first one").streaming();
    else if (outcome === "failed") agent.fail("The search API is down");
    else agent.text("LLMLingua-2 compresses 2-5x.");
  };

const code: AgentScript = (agent) =>
  agent
    .text("Looking for implementations.")
    .tool("github_search", { query: "prompt compression" }, { output: "1 repository" })
    .tool("read_file", { path: "README.md" }, { output: "# LLMLingua" })
    .text("microsoft/LLMLingua is the reference.");

/** The lead's `research` call, whose two subagents (papers, code) run in parallel. */
function researchCall(outcome: Outcome): ViewNode {
  const events = scenario()
    .user("How do we keep long sessions in budget?")
    .assistant("lead", (lead) =>
      lead.tool("research", { tasks: ["recent papers", "open-source code"] }).parallel([
        { agentId: "papers", script: papers(outcome) },
        { agentId: "code", script: code },
      ]),
    )
    .events();
  return callIn(events, "research");
}

function callIn(events: readonly GraphEvent[], name: string): ViewNode {
  const stack = [...projectThread(reduceEvents(createGraph(), events))];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.content.kind === "tool_call" && node.content.name === name) return node;
    stack.push(...node.branches.flat());
  }
  throw new Error(`no ${name} call`);
}

function branchOf(call: ViewNode, agentId: string): readonly ViewNode[] {
  const branch = call.branches.find((nodes) => nodes[0]?.agentId === agentId);
  if (!branch) throw new Error(`no ${agentId} branch`);
  return branch;
}

function toggleOf(name: string): HTMLElement {
  return within(screen.getByRole("group", { name })).getAllByRole("button")[0] as HTMLElement;
}

describe("SubagentBranches", () => {
  it("groups parallel subagents and gives each card its agent, task, state and counts", () => {
    const call = researchCall("done");
    render(
      <SubagentBranches
        branches={call.branches}
        components={defaultThreadComponents}
        kind="subagents"
        call={call}
      />,
    );
    const group = screen.getByRole("group", { name: "2 subagents in parallel" });
    expect(within(group).getAllByRole("group", { name: /^Subagent / })).toHaveLength(2);
    const papersToggle = toggleOf("Subagent papers");
    expect(papersToggle.textContent).toBe("papersrecent papersDone · 3 steps · 1 tool");
    expect(toggleOf("Subagent code").textContent).toBe(
      "codeopen-source codeDone · 4 steps · 2 tools",
    );
    expect(papersToggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("marks only the card whose run failed", () => {
    const call = researchCall("failed");
    render(
      <SubagentBranches
        branches={call.branches}
        components={defaultThreadComponents}
        kind="subagents"
      />,
    );
    expect(screen.getByRole("group", { name: "Subagent papers" }).dataset.status).toBe("error");
    expect(toggleOf("Subagent papers").textContent).toContain("Failed");
    expect(screen.getByRole("group", { name: "Subagent code" }).dataset.status).toBe("complete");
    expect(toggleOf("Subagent code").textContent).toContain("Done");
  });

  it("takes a lone subagent's task from the call's task field", () => {
    const events = scenario()
      .user("What does reduceEvent promise?")
      .assistant("lead", (lead) =>
        lead
          .tool("delegate", { agent: "reader", task: "Read reduceEvent.ts\nand report" })
          .subagent("reader", (reader) => reader.text("It is pure.")),
      )
      .events();
    const call = callIn(events, "delegate");
    render(
      <SubagentBranches
        branches={call.branches}
        components={defaultThreadComponents}
        kind="subagents"
        call={call}
      />,
    );
    expect(screen.queryByRole("group", { name: /in parallel/ })).toBeNull();
    expect(toggleOf("Subagent reader").textContent).toContain("Read reduceEvent.ts");
    expect(toggleOf("Subagent reader").textContent).not.toContain("and report");
  });
});

describe("SubagentBranch", () => {
  it("is open while its run goes on and closes once it ends", () => {
    const { rerender } = render(
      <SubagentBranch
        nodes={branchOf(researchCall("streaming"), "papers")}
        components={defaultThreadComponents}
      />,
    );
    const card = screen.getByRole("group", { name: "Subagent papers" });
    expect(card.dataset.state).toBe("open");
    expect(toggleOf("Subagent papers").getAttribute("aria-expanded")).toBe("true");
    expect(toggleOf("Subagent papers").textContent).toContain("Running");
    expect(within(card).getByText("Searching recent papers.")).toBeTruthy();
    rerender(
      <SubagentBranch
        nodes={branchOf(researchCall("done"), "papers")}
        components={defaultThreadComponents}
      />,
    );
    expect(card.dataset.state).toBe("closed");
    expect(toggleOf("Subagent papers").getAttribute("aria-expanded")).toBe("false");
    expect(within(card).queryByText("Searching recent papers.")).toBeNull();
  });

  it("keeps the state the user chose once the run ends", async () => {
    const user = userEvent.setup();
    const running = branchOf(researchCall("streaming"), "papers");
    const done = branchOf(researchCall("done"), "papers");
    const { rerender } = render(
      <SubagentBranch nodes={running} components={defaultThreadComponents} />,
    );
    await user.click(toggleOf("Subagent papers"));
    expect(toggleOf("Subagent papers").getAttribute("aria-expanded")).toBe("false");
    await user.click(toggleOf("Subagent papers"));
    rerender(<SubagentBranch nodes={done} components={defaultThreadComponents} />);
    expect(toggleOf("Subagent papers").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("LLMLingua-2 compresses 2-5x.")).toBeTruthy();
  });

  it("toggles from the keyboard", async () => {
    const user = userEvent.setup();
    render(
      <SubagentBranch
        nodes={branchOf(researchCall("done"), "code")}
        components={defaultThreadComponents}
      />,
    );
    await user.tab();
    const toggle = toggleOf("Subagent code");
    expect(document.activeElement).toBe(toggle);
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const body = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(body?.textContent).toContain("microsoft/LLMLingua");
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.hasAttribute("aria-controls")).toBe(false);
  });

  it("stays open while the selection is inside", () => {
    const nodes = branchOf(researchCall("done"), "code");
    render(
      <SubagentBranch
        nodes={nodes}
        components={defaultThreadComponents}
        selectedId={nodes[1]?.id}
      />,
    );
    expect(toggleOf("Subagent code").getAttribute("aria-expanded")).toBe("true");
  });

  it("says when its run waits for a permission decision", () => {
    const events = scenario()
      .user("Clean up.")
      .assistant("lead", (lead) =>
        lead
          .tool("delegate", { task: "Remove the build folder" }, { running: true })
          .subagent("ops", (ops) =>
            ops.tool("bash", { command: "rm -rf build" }, { permission: "pending" }),
          ),
      )
      .events();
    render(
      <SubagentBranch
        nodes={branchOf(callIn(events, "delegate"), "ops")}
        components={defaultThreadComponents}
      />,
    );
    expect(toggleOf("Subagent ops").textContent).toContain("Needs permission");
    expect(toggleOf("Subagent ops").getAttribute("aria-expanded")).toBe("true");
  });

  it("shows tokens when given, and counts in the provider's locale through its labels", () => {
    render(
      <LabelsProvider
        locale="de-DE"
        labels={{
          subagentCard: (agent) => `Unteragent ${agent}`,
          subagentDone: "Fertig",
          subagentSteps: (count, formatted) => `${formatted}/${count} Schritte`,
          subagentTools: (count, formatted) => `${formatted}/${count} Werkzeuge`,
          subagentTokens: (count, formatted) => `${formatted}/${count} Tokens`,
        }}
      >
        <SubagentBranch
          nodes={branchOf(researchCall("done"), "code")}
          components={defaultThreadComponents}
          task="Implementierungen"
          tokens={1_250_000}
        />
      </LabelsProvider>,
    );
    expect(toggleOf("Unteragent code").textContent).toBe(
      "codeImplementierungenFertig · 4/4 Schritte · 2/2 Werkzeuge · 1,3\u00a0Mio./1250000 Tokens",
    );
  });

  it("renders a nested subagent as a card inside the card", async () => {
    const user = userEvent.setup();
    const events = scenario()
      .user("Ask around.")
      .assistant("lead", (lead) =>
        lead
          .tool("delegate", { task: "Ask level 2" })
          .subagent("level-1", (one) =>
            one
              .tool("delegate", { task: "Read the file" })
              .subagent("level-2", (two) => two.text("It is pure.")),
          ),
      )
      .events();
    render(
      <SubagentBranch
        nodes={branchOf(callIn(events, "delegate"), "level-1")}
        components={defaultThreadComponents}
      />,
    );
    expect(screen.queryByRole("group", { name: "Subagent level-2" })).toBeNull();
    await user.click(toggleOf("Subagent level-1"));
    const outer = screen.getByRole("group", { name: "Subagent level-1" });
    const inner = within(outer).getByRole("group", { name: "Subagent level-2" });
    expect(inner.dataset.state).toBe("closed");
  });

  it("passes axe open and closed", async () => {
    const call = researchCall("streaming");
    const { container } = render(
      <main>
        <SubagentBranches
          branches={call.branches}
          components={defaultThreadComponents}
          kind="subagents"
          call={call}
        />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
