import { renderToString } from "react-dom/server";
import { createGraph, projectDAG, reduceEvents } from "threadline";
import { scenario } from "threadline/testing";
import { describe, expect, it } from "vitest";
import { LabelsProvider } from "../../../components/labels/LabelsProvider.js";
import { defaultLabels } from "../../../components/labels/ThreadlineLabels.js";
import type { DagLayoutResult } from "../../layout/DagLayout.js";
import { layoutDag } from "../../layout/layoutDag.js";
import { DagGroupLabel } from "./DagGroupBox.js";
import { summariseRuns } from "./runSummary.js";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\u00a0/g, " ");

async function cardOf(calls: number, runId = "run:busy-1") {
  const events = scenario()
    .user("Look at every file.")
    .assistant("busy", (agent) => {
      let steps = agent.text("Reading them all.");
      for (let call = 0; call < calls; call++)
        steps = steps.tool("read_file", { path: `f${call}` }, { output: "ok" });
      return steps;
    })
    .events();
  const result: DagLayoutResult = await layoutDag(projectDAG(reduceEvents(createGraph(), events)));
  if (result.status !== "ok") throw new Error(result.reason);
  const group = result.groups.find((candidate) => candidate.id === runId);
  if (!group) throw new Error(`no group ${runId}`);
  return { group, summary: summariseRuns(result)(group) };
}

describe("DagGroupLabel", () => {
  it("says the run's agent, state, counts and task in the thread's words", async () => {
    const html = renderToString(<DagGroupLabel {...(await cardOf(2))} />);
    expect(text(html)).toContain("busy · Done · 3 steps · 2 tools");
    // A narrow card wraps after a mark, never before one: each is glued to the word it follows.
    expect(html.replace(/<[^>]+>/g, "")).toContain("Done\u00a0· 3\u00a0steps\u00a0· 2\u00a0tools");
    expect(text(html)).toContain("Look at every file.");
    expect(html).toContain('data-status="complete"');
  });

  it("lists the first eight tool calls and says how many more there are", async () => {
    const html = renderToString(<DagGroupLabel {...(await cardOf(11))} />);
    expect(html.match(/class="tl-dag-group__call"/g)).toHaveLength(8);
    expect(text(html)).toContain("and 3 more");
    // Its lines are counted for the stylesheet: a text, eight calls and the "more" line.
    expect(html).toContain("--tl-dag-outline-lines:10");
  });

  it("lists what the run said between its calls, in order", async () => {
    const html = renderToString(<DagGroupLabel {...(await cardOf(2))} />);
    const lines = [...html.matchAll(/<li class="tl-dag-group__(\w+)"[^>]*>(.*?)<\/li>/g)].map(
      ([, kind, inner]) => `${kind}: ${text(inner ?? "").trim()}`,
    );
    // A call's line reads out its state's word, as the thread's tool line does.
    expect(lines).toEqual([
      "said: Reading them all.",
      "call: Done read_file",
      "call: Done read_file",
    ]);
  });

  it("says its separator and counts in the labels it is given", async () => {
    const labels = {
      ...defaultLabels,
      dagRunSeparator: " | ",
      subagentDone: "fertig",
      subagentSteps: (_count: number, formatted: string) => `${formatted} Schritte`,
      dagRunMoreCalls: (_count: number, formatted: string) => `und ${formatted} weitere`,
    };
    const html = renderToString(
      <LabelsProvider labels={labels}>
        <DagGroupLabel {...(await cardOf(9))} />
      </LabelsProvider>,
    );
    expect(text(html)).toContain("busy | fertig | 10 Schritte | 9 tools");
    expect(text(html)).toContain("und 1 weitere");
  });

  it("shows a subagent's task from its delegating call instead of its first text", async () => {
    const events = scenario()
      .user("Tidy the repository.")
      .assistant("lead", (lead) =>
        lead
          .tool("delegate", { agent: "helper", task: "Remove the build folder\nthen report" })
          .subagent("helper", (helper) => helper.text("Searching for it.")),
      )
      .events();
    const result = await layoutDag(projectDAG(reduceEvents(createGraph(), events)));
    if (result.status !== "ok") throw new Error(result.reason);
    const group = result.groups.find((candidate) => candidate.label === "helper");
    if (!group) throw new Error("no helper group");
    const html = renderToString(
      <DagGroupLabel group={group} summary={summariseRuns(result)(group)} />,
    );
    const task = html.match(/<bdi class="tl-dag-group__task">(.*?)<\/bdi>/)?.[1];
    expect(task).toBe("Remove the build folder");
    expect(text(html)).not.toContain("then report");
    // Its first text is a line of its outline, not its task.
    expect(text(html)).toContain("Remove the build folderSearching for it.");
  });

  it("names a user message's run and shows its message", async () => {
    const html = renderToString(<DagGroupLabel {...(await cardOf(0, "run:user-1"))} />);
    expect(text(html)).toBe("user · Look at every file.");
  });
});
