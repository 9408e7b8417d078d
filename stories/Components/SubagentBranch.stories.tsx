import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import {
  createGraph,
  type GraphEvent,
  groupTurns,
  projectThread,
  reduceEvents,
  usageByRun,
  type ViewNode,
} from "threadline";
import { defaultThreadComponents, SubagentBranch, ThreadTurn } from "threadline/components";
import { type AgentScript, scenario } from "threadline/testing";

type Outcome = "running" | "done" | "failed";

const papers =
  (outcome: Outcome): AgentScript =>
  (agent) => {
    agent
      .text("Searching recent papers on context compression.")
      .tool(
        "search_papers",
        { query: "LLM context compression", since: 2023 },
        { output: "12 papers" },
      )
      .usage(1840, 210);
    if (outcome === "running") agent.text("LLMLingua-2 reports 2-5x compression with").streaming();
    else if (outcome === "failed")
      agent.fail("The paper search API returned 503", { code: "unavailable" });
    else agent.text("LLMLingua-2 reports 2-5x compression with little loss.").usage(2300, 160);
  };

const code: AgentScript = (agent) =>
  agent
    .text("Looking for open-source implementations.")
    .tool("github_search", { query: "prompt compression stars:>500" }, { output: "4 repositories" })
    .tool("read_file", { repository: "microsoft/LLMLingua", path: "README.md" }, { output: "…" })
    .text("`microsoft/LLMLingua` is the reference implementation, MIT licensed.")
    .usage(5120, 340);

const web: AgentScript = (agent) =>
  agent
    .text("Checking what providers offer natively.")
    .tool("web_search", { query: "prompt caching pricing" }, { output: "8 results" })
    .text("Several providers cache repeated prompt prefixes.")
    .usage(980, 120);

/** The lead's `research` call: three subagents in parallel, `papers` as `outcome` says. */
function research(outcome: Outcome): GraphEvent[] {
  return scenario()
    .user("How can we keep long agent sessions within the context budget?")
    .assistant("lead", (lead) =>
      lead
        .tool("research", {
          tasks: ["recent papers", "open-source implementations", "provider features"],
        })
        .parallel([
          { agentId: "papers", script: papers(outcome) },
          { agentId: "code", script: code },
          { agentId: "web", script: web },
        ]),
    )
    .events();
}

/** A subagent that delegates again: two levels of cards, the inner one still running. */
const nested = scenario()
  .user("What does reduceEvent promise? Ask around.")
  .assistant("lead", (lead) =>
    lead
      .tool("delegate", { agent: "reviewer", task: "Check what reduceEvent promises" })
      .subagent("reviewer", (reviewer) =>
        reviewer
          .text("I'll ask a reader to go through the source.")
          .tool("delegate", { agent: "reader", task: "Read src/core/reduceEvent.ts" })
          .subagent("reader", (reader) =>
            reader
              .tool("read_file", { path: "src/core/reduceEvent.ts" }, { output: "…" })
              .text("`reduceEvent` is pure and never")
              .streaming(),
          ),
      ),
  )
  .events();

function branchOf(events: readonly GraphEvent[], agentId: string) {
  const graph = reduceEvents(createGraph(), events);
  const stack = [...projectThread(graph)];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const branch = node.branches.find((nodes) => nodes[0]?.agentId === agentId);
    if (branch) {
      const run = usageByRun(graph).get(branch[0]?.runId ?? "");
      const tokens = run && run.total.inputTokens + run.total.outputTokens;
      return { nodes: branch, tokens };
    }
    stack.push(...node.branches.flat());
  }
  throw new Error(`no ${agentId} branch`);
}

function leadTurn(events: readonly GraphEvent[]) {
  const turn = groupTurns(projectThread(reduceEvents(createGraph(), events))).find(
    (candidate) => candidate.agentId === "lead",
  );
  if (!turn) throw new Error("no lead turn");
  return turn;
}

const running = branchOf(research("running"), "papers");
const done = branchOf(research("done"), "code");
const failed = branchOf(research("failed"), "papers");
const deep = branchOf(nested, "reviewer");

const meta = {
  title: "Components/SubagentBranch",
  component: SubagentBranch,
  args: {
    ...done,
    task: "open-source implementations",
    components: defaultThreadComponents,
  },
} satisfies Meta<typeof SubagentBranch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subagent at work: its card is open and its run streams inside it. */
export const Running: Story = {
  args: { ...running, task: "recent papers" },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("group", { name: "Subagent papers" });
    await expect(canvas.getByRole("button", { expanded: true })).toHaveTextContent("Running");
    await expect(card).toHaveTextContent("Searching recent papers");
  },
};

/** Once the run ends the card closes to one line: agent, task, state, counts, tokens. */
export const Done: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { expanded: false })).toHaveTextContent(
      "Done · 4 steps · 2 tools · 5.5K tokens",
    );
  },
};

/** A failed run marks its own card, nothing else. */
export const Failed: Story = {
  args: { ...failed, task: "recent papers" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Subagent papers" })).toHaveAttribute(
      "data-status",
      "error",
    );
  },
};

/** Three subagents of one tool call, side by side while they fit, stacked when they do not. */
export const Parallel: Story = {
  render: () => (
    <ThreadTurn turn={leadTurn(research("done"))} components={defaultThreadComponents} />
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "3 subagents in parallel" });
    await expect(group.querySelectorAll(".tl-branch")).toHaveLength(3);
  },
};

/** A subagent's own subagent: a card inside the card, both open while they run. */
export const Nested: Story = {
  args: { ...deep, task: "Check what reduceEvent promises" },
  play: async ({ canvas }) => {
    const outer = canvas.getByRole("group", { name: "Subagent reviewer" });
    await expect(outer).toContainElement(canvas.getByRole("group", { name: "Subagent reader" }));
  },
};

export const Dark: Story = {
  args: { ...running, task: "recent papers" },
  globals: { theme: "dark" },
};

/** Opening a finished card by click and closing it by keyboard. */
export const OpenAndClose: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { expanded: false });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"));
    await expect(canvas.getByText(/is the reference implementation/)).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
    await expect(canvas.queryByText(/is the reference implementation/)).toBeNull();
  },
};

const panel = {
  display: "grid",
  gap: 12,
  width: 340,
  padding: 16,
  background: "var(--tl-color-background)",
  border: "1px solid var(--tl-color-border)",
  borderRadius: 8,
} as const;

function card(props: { nodes: readonly ViewNode[]; tokens?: number | undefined }, task: string) {
  return (
    <SubagentBranch
      nodes={props.nodes}
      tokens={props.tokens}
      task={task}
      components={defaultThreadComponents}
      defaultOpen={false}
    />
  );
}

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "start", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          {card(running, "recent papers")}
          {card(done, "open-source implementations")}
          {card(failed, "recent papers")}
        </div>
      ))}
    </div>
  ),
};
