import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ToolCallState, ViewNode } from "../../core/projections/ViewNode.js";
import type { CatalogueEntry, StateCatalogueOptions } from "./CatalogueEntry.js";
import { conversationScripts } from "./conversationStates.js";
import {
  checkedTool,
  defaultCatalogueTool,
  type EntryScript,
  toolStateScripts,
} from "./toolStates.js";

const TOOL_STATES: readonly ToolCallState[] = [
  "pending",
  "awaiting_permission",
  "running",
  "complete",
  "denied",
  "error",
];

/** The tool names and tool call states of every view, subagents and alternatives included. */
function toolsAndStates(views: readonly ViewNode[]): {
  tools: string[];
  states: ToolCallState[];
} {
  const tools = new Set<string>();
  const states = new Set<ToolCallState>();
  const pending: (readonly ViewNode[])[] = [views];
  for (let list = pending.pop(); list; list = pending.pop()) {
    for (const view of list) {
      if (view.content.kind === "tool_call") {
        tools.add(view.content.name);
        states.add(view.content.state);
      }
      if (view.content.kind === "summary") pending.push(view.content.originals);
      pending.push(...view.branches);
    }
  }
  return {
    tools: [...tools].sort(),
    states: TOOL_STATES.filter((state) => states.has(state)),
  };
}

function entryOf(script: EntryScript): CatalogueEntry {
  const recorded = script.recording();
  const start = recorded[0]?.at ?? 0;
  const recording = Object.freeze(
    recorded.map(({ at, event }) => Object.freeze({ at: at - start, event })),
  );
  const events = Object.freeze(recording.map((entry) => entry.event));
  const graph = reduceEvents(createGraph(), events);
  const { tools, states } = toolsAndStates(projectThread(graph));
  const tags = [
    ...new Set([
      ...script.tags,
      ...tools.map((tool) => `tool:${tool}`),
      ...states.map((state) => `state:${state}`),
    ]),
  ];
  return Object.freeze({
    name: script.name,
    description: script.description,
    tags: Object.freeze(tags),
    tools: Object.freeze(tools),
    states: Object.freeze(states),
    events,
    recording,
    graph,
  });
}

function checkedOptions(options: StateCatalogueOptions): void {
  if (typeof options !== "object" || options === null)
    throw new TypeError(`options: expected an object, got ${options}`);
  for (const state of options.states ?? [])
    if (!TOOL_STATES.includes(state))
      throw new RangeError(
        `states: "${state}" is not a tool call state; expected one of ${TOOL_STATES.join(", ")}`,
      );
  if (options.toolName !== undefined && typeof options.toolName !== "string")
    throw new TypeError(`toolName: expected a string, got ${typeof options.toolName}`);
}

function scriptsFor(options: StateCatalogueOptions): EntryScript[] {
  const tool = checkedTool(options.tool ?? defaultCatalogueTool);
  const scripts = [...toolStateScripts(tool), ...conversationScripts];
  if (options.names === undefined) return scripts;
  return options.names.map((name) => {
    const script = scripts.find((candidate) => candidate.name === name);
    if (!script)
      throw new RangeError(
        `names: no catalogue entry is called "${name}"; the entries are ${scripts.map((candidate) => candidate.name).join(", ")}`,
      );
    return script;
  });
}

/**
 * The catalogue of every state a conversation can be in, as named graphs: each state of a
 * tool call (pending, awaiting permission, running with progress, complete, denied, error),
 * a permission three subagents down, text and reasoning cut mid-stream, an error mid-stream,
 * a summary, alternatives, parallel subagents, a long thread, right-to-left and CJK text,
 * huge outputs and hostile content. Pass your tool to get its states; filter by tool name,
 * state, tag or name. Ids and times are fixed, so each entry is the same on every call.
 * @example
 * const weather = { name: "weather", input: { city: "Lisbon" }, output: { temperature: 21 } };
 * for (const entry of stateCatalogue({ tool: weather, toolName: "weather" }))
 *   test(entry.name, () => render(<Thread nodes={projectThread(entry.graph)} />));
 */
export function stateCatalogue(options: StateCatalogueOptions = {}): CatalogueEntry[] {
  checkedOptions(options);
  const { toolName, states, tags } = options;
  return scriptsFor(options)
    .map(entryOf)
    .filter(
      (entry) =>
        (toolName === undefined || entry.tools.includes(toolName)) &&
        (states === undefined || states.some((state) => entry.states.includes(state))) &&
        (tags === undefined || tags.every((tag) => entry.tags.includes(tag))),
    );
}
