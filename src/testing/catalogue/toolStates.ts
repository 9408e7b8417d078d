import type { RecordedEvent } from "../../core/sources/replay.js";
import type { AgentBuilder } from "../AgentBuilder.js";
import { scenario } from "../scenario.js";
import type { CatalogueTool } from "./CatalogueEntry.js";

/** An entry before it is played: how to write its conversation. @internal */
export interface EntryScript {
  readonly name: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** The events with the time each arrives, written afresh on each call. */
  readonly recording: () => RecordedEvent[];
}

/** The tool of the tool-state entries when the caller names none: a shell command. @internal */
export const defaultCatalogueTool: CatalogueTool = {
  name: "exec",
  input: { command: "npm test -- checkout", cwd: "/work/shop" },
  partialInput: { command: "npm test -- chec" },
  output: { exitCode: 0, durationMs: 2_140 },
  progress: [
    { channel: "stdout", data: "> shop@2.3.0 test\n> vitest run checkout\n\n" },
    { channel: "stdout", data: " ✓ src/checkout/cart.test.ts (12 tests) 48ms\n" },
    { channel: "stdout", data: " ✓ src/checkout/coupon.test.ts (7 tests) 31ms\n" },
  ],
  error: "Command timed out after 120 s",
};

/** Checks a caller's tool, so that a mistake is named before any entry is written. */
export function checkedTool(tool: CatalogueTool): CatalogueTool {
  if (typeof tool !== "object" || tool === null)
    throw new TypeError(`tool: expected an object with name, input and output, got ${tool}`);
  if (typeof tool.name !== "string" || tool.name.trim() === "")
    throw new TypeError(`tool.name: expected a non-empty string, got ${JSON.stringify(tool.name)}`);
  const { name } = tool;
  if (!("input" in tool)) throw new TypeError(`tool.input: missing for the tool "${name}"`);
  if (!("output" in tool)) throw new TypeError(`tool.output: missing for the tool "${name}"`);
  if (tool.progress !== undefined && !Array.isArray(tool.progress))
    throw new TypeError(`tool.progress: expected an array of progress chunks`);
  if (tool.error !== undefined && (typeof tool.error !== "string" || tool.error === ""))
    throw new TypeError(`tool.error: expected a non-empty string`);
  return tool;
}

function ask(tool: CatalogueTool, script: (agent: AgentBuilder) => void): RecordedEvent[] {
  return scenario({ agentId: "assistant" })
    .user(`Use ${tool.name} for me, please.`)
    .assistant((agent) => script(agent.text(`Calling ${tool.name}.`)))
    .recording();
}

/** Three subagents down from the main run (lead → triage → history → search), then `script`. */
function atDepthThree(tool: CatalogueTool, script: (agent: AgentBuilder) => void): RecordedEvent[] {
  return scenario()
    .user(`Find out why the nightly build failed; use ${tool.name} where it helps.`)
    .assistant("lead", (lead) =>
      lead
        .tool("delegate", { task: "Triage the nightly failure" })
        .subagent("triage", (triage) =>
          triage
            .tool("delegate", { task: "Find when the failures started" })
            .subagent("history", (history) =>
              history
                .tool("delegate", { task: "Search the CI logs" })
                .subagent("search", (search) => script(search.text(`Calling ${tool.name}.`))),
            ),
        ),
    )
    .recording();
}

/** One entry per state of a tool call, for `tool`, and its permission three subagents down. */
export function toolStateScripts(tool: CatalogueTool): EntryScript[] {
  const { name, input, output } = tool;
  const progress = tool.progress ?? [];
  const error = tool.error ?? `${name} failed: the service did not answer`;
  return [
    {
      name: "tool-pending",
      description: `The model is still writing the input of a ${name} call.`,
      tags: ["tool", "streaming"],
      recording: () =>
        ask(tool, (agent) => agent.tool(name, tool.partialInput ?? input, { partial: true })),
    },
    {
      name: "tool-awaiting-permission",
      description: `A ${name} call in the main run waits for the user's permission.`,
      tags: ["tool", "permission", "depth:0"],
      recording: () => ask(tool, (agent) => agent.tool(name, input, { permission: "pending" })),
    },
    {
      name: "tool-running",
      description: `A ${name} call runs and has reported its progress so far.`,
      tags: ["tool", "progress", "streaming"],
      recording: () => ask(tool, (agent) => agent.tool(name, input, { running: true, progress })),
    },
    {
      name: "tool-complete",
      description: `A ${name} call the user allowed ran to its result, and the answer follows.`,
      tags: ["tool", "permission"],
      recording: () =>
        ask(tool, (agent) =>
          agent
            .tool(name, input, { permission: "allow", progress, output, durationMs: 1_800 })
            .text(`${name} is done.`),
        ),
    },
    {
      name: "tool-denied",
      description: `The user denied a ${name} call, and the agent says it will not run it.`,
      tags: ["tool", "permission"],
      recording: () =>
        ask(tool, (agent) =>
          agent
            .tool(name, input, { permission: "deny" })
            .text(`Understood: I will not run ${name}.`),
        ),
    },
    {
      name: "tool-error",
      description: `A ${name} call failed with an error, and the agent reports it.`,
      tags: ["tool", "error"],
      recording: () =>
        ask(tool, (agent) =>
          agent.tool(name, input, { error, durationMs: 1_200 }).text(`${name} failed: ${error}`),
        ),
    },
    {
      name: "permission-depth-3",
      description: `A ${name} call three subagents down waits for the user's permission.`,
      tags: ["tool", "permission", "subagents", "depth:3"],
      recording: () =>
        atDepthThree(tool, (agent) => agent.tool(name, input, { permission: "pending" })),
    },
  ];
}
