/** Labels of the run graph (`DagView`): its chrome, its nodes' names and their states. */
export interface DagLabels {
  /** Accessible name of the run graph, unless `DagView`'s `label` prop gives one. */
  readonly dagGraph: string;
  /** Describes the run graph's keyboard use to assistive technology. */
  readonly dagKeyboardHint: string;
  /** The run graph's status while its first layout is made. */
  readonly dagLayingOut: string;
  /** The notice shown instead of a graph whose layout outlived its deadline. */
  readonly dagTooLarge: string;
  /** Why: the DAG's size and the deadline in milliseconds, each already formatted. */
  readonly dagTooLargeReason: (
    nodes: string,
    edges: string,
    groups: string,
    deadline: string,
  ) => string;
  /** Accessible name of the minimap. */
  readonly dagOverview: string;
  /** Accessible name of the group of zoom buttons. */
  readonly dagControls: string;
  /** The button (and its tooltip) that zooms in. */
  readonly dagZoomIn: string;
  /** The button (and its tooltip) that zooms out. */
  readonly dagZoomOut: string;
  /** The button (and its tooltip) that fits the whole graph in view again. */
  readonly dagFitView: string;
  /** What assistive technology calls a node of the graph, in place of "button". */
  readonly dagNodeRole: string;
  /**
   * Accessible name of a node: its kind, its text, its state, and its agent ("" when it has
   * none), each already a label.
   */
  readonly dagNodeName: (kind: string, text: string, status: string, agent: string) => string;
  /** The name of the box of a run that a user message started. */
  readonly dagUserRun: string;
  /**
   * What stands between the parts of a run's label and card: its agent, its state ("Done") and
   * its counts ("6 steps", "2 tools": the subagent card's `subagentSteps` and `subagentTools`).
   */
  readonly dagRunSeparator: string;
  /** After the tool calls a zoomed-out run's card lists: how many more it made. */
  readonly dagRunMoreCalls: (count: number, formatted: string) => string;
  /** A tool result's text; `tool` is the tool's name. */
  readonly dagToolResultText: (tool: string) => string;
  /** A tool progress node's text. */
  readonly dagToolProgressText: (tool: string) => string;
  /** A permission request's text while it waits. */
  readonly dagPermissionText: (tool: string) => string;
  /** A permission request's text once decided; `decision` is a `dagDecision…` label. */
  readonly dagPermissionDecidedText: (tool: string, decision: string) => string;
  /** A usage node's text: input and output tokens, and the same formatted. */
  readonly dagUsageText: (
    input: number,
    output: number,
    formattedInput: string,
    formattedOutput: string,
  ) => string;
  /** A run start's text; `agent` is the agent's id. */
  readonly dagRunStartText: (agent: string) => string;
  /** A run end's text. */
  readonly dagRunEndText: (agent: string) => string;
  /** A permission request allowed once, in its node's text. */
  readonly dagDecisionAllow: string;
  /** A permission request always allowed, in its node's text. */
  readonly dagDecisionAllowAlways: string;
  /** A permission request denied, in its node's text. */
  readonly dagDecisionDeny: string;
  /** The kind of a user message, in its node's name. */
  readonly dagKindUser: string;
  /** The kind of an assistant's text. */
  readonly dagKindText: string;
  /** The kind of the model's reasoning. */
  readonly dagKindReasoning: string;
  /** The kind of a tool call. */
  readonly dagKindToolCall: string;
  /** The kind of a tool's result. */
  readonly dagKindToolResult: string;
  /** The kind of a tool's progress. */
  readonly dagKindToolProgress: string;
  /** The kind of a permission request. */
  readonly dagKindRelay: string;
  /** The kind of an error. */
  readonly dagKindError: string;
  /** The kind of a token usage report. */
  readonly dagKindUsage: string;
  /** The kind of a summary. */
  readonly dagKindSummary: string;
  /** The kind of a run's start. */
  readonly dagKindHarnessStart: string;
  /** The kind of a run's end. */
  readonly dagKindHarnessEnd: string;
  /** The state, in a node's name, of a node whose run goes on. */
  readonly dagStatusStreaming: string;
  /** The state of a node whose run finished, or of a tool call that returned. */
  readonly dagStatusComplete: string;
  /** The state of a node whose run failed, or of a tool call that failed. */
  readonly dagStatusError: string;
  /** The state of a tool call whose input is still streaming. */
  readonly dagStatusPending: string;
  /** The state of a tool call that waits for the user's permission. */
  readonly dagStatusAwaitingPermission: string;
  /** The state of a running tool call. */
  readonly dagStatusRunning: string;
  /** The state of a tool call the user (or a policy) denied. */
  readonly dagStatusDenied: string;
  /** The state of a node a `discard` event took back. */
  readonly dagStatusDiscarded: string;
}

/** @internal */
export const dagLabels: DagLabels = {
  dagGraph: "Run graph",
  dagKeyboardHint: "Arrow keys move along the edges between nodes; Enter or Space selects a node.",
  dagLayingOut: "Laying out the graph…",
  dagTooLarge: "This run is too large to draw as a graph.",
  dagTooLargeReason: (nodes, edges, groups, deadline) =>
    `The layout of ${nodes} nodes, ${edges} edges and ${groups} groups did not finish within the ${deadline} ms deadline.`,
  dagOverview: "Overview of the graph",
  dagControls: "Control Panel",
  dagZoomIn: "Zoom In",
  dagZoomOut: "Zoom Out",
  dagFitView: "Fit View",
  dagNodeRole: "node",
  dagNodeName: (kind, text, status, agent) =>
    agent === "" ? `${kind}: ${text}, ${status}` : `${kind}: ${text}, ${status}, ${agent}`,
  dagUserRun: "user",
  dagRunSeparator: " · ",
  dagRunMoreCalls: (_count, formatted) => `and ${formatted} more`,
  dagToolResultText: (tool) => `${tool} result`,
  dagToolProgressText: (tool) => `${tool} progress`,
  dagPermissionText: (tool) => `permission: ${tool}`,
  dagPermissionDecidedText: (tool, decision) => `permission: ${tool} (${decision})`,
  // Unformatted: the layout sizes a node by the core's label, which has these digits.
  dagUsageText: (input, output) => `${input}/${output} tokens`,
  dagRunStartText: (agent) => `${agent} start`,
  dagRunEndText: (agent) => `${agent} end`,
  dagDecisionAllow: "allow",
  dagDecisionAllowAlways: "allow_always",
  dagDecisionDeny: "deny",
  dagKindUser: "User message",
  dagKindText: "Text",
  dagKindReasoning: "Reasoning",
  dagKindToolCall: "Tool call",
  dagKindToolResult: "Tool result",
  dagKindToolProgress: "Tool progress",
  dagKindRelay: "Permission request",
  dagKindError: "Error",
  dagKindUsage: "Usage",
  dagKindSummary: "Summary",
  dagKindHarnessStart: "Run start",
  dagKindHarnessEnd: "Run end",
  dagStatusStreaming: "streaming",
  dagStatusComplete: "complete",
  dagStatusError: "error",
  dagStatusPending: "pending",
  dagStatusAwaitingPermission: "awaiting permission",
  dagStatusRunning: "running",
  dagStatusDenied: "denied",
  dagStatusDiscarded: "discarded",
};
