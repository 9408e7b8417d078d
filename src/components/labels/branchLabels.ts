/** Labels of subagent cards, reasoning, summaries and error notices. */
export interface BranchLabels {
  /** Accessible name of a subagent's card; `agent` is the agent's id. */
  readonly subagentCard: (agent: string) => string;
  /** The name a subagent card shows for a run that has no agent id. */
  readonly subagentUnnamed: string;
  /** Accessible name of the group of subagents one tool call runs side by side. */
  readonly subagentsParallel: (count: number, formatted: string) => string;
  /** Accessible name of an alternative run not followed at a fork ("Alternative 2 of 3: lead"). */
  readonly subagentAlternative: (
    agent: string,
    position: number,
    count: number,
    formattedPosition: string,
    formattedCount: string,
  ) => string;
  /** A subagent card's state while its run goes on. */
  readonly subagentRunning: string;
  /** A subagent card's state while its run waits for a permission decision. */
  readonly subagentAwaitingPermission: string;
  /** A subagent card's state once its run finished. */
  readonly subagentDone: string;
  /** A subagent card's state when its run failed. */
  readonly subagentFailed: string;
  /** How many steps (messages, reasoning, tool calls) a subagent took. */
  readonly subagentSteps: (count: number, formatted: string) => string;
  /** How many tools a subagent called. */
  readonly subagentTools: (count: number, formatted: string) => string;
  /** How many tokens a subagent used; `formatted` is compact ("1.2K"). */
  readonly subagentTokens: (count: number, formatted: string) => string;
  /** The reasoning header while the model thinks. */
  readonly thinking: string;
  /** The reasoning header once it is over; `duration` is already formatted ("4s"). */
  readonly thoughtFor: (duration: string, milliseconds: number) => string;
  /** The reasoning header once it is over, when its duration is unknown. */
  readonly thought: string;
  /** The reasoning header when the run failed while the model thought. */
  readonly thinkingStopped: string;
  /** The reasoning header when the run failed, with how long the model had thought. */
  readonly thinkingStoppedAfter: (duration: string, milliseconds: number) => string;
  /** A summary's title: how many earlier messages it stands for (0 when unknown). */
  readonly summaryOfMessages: (count: number, formatted: string) => string;
  /** The button that shows the messages a summary stands for. */
  readonly summaryShowOriginals: string;
  /** The button that hides them again. */
  readonly summaryHideOriginals: string;
  /** Under a summary's originals, how many more are not listed. */
  readonly summaryMoreOriginals: (count: number, formatted: string) => string;
  /** Who wrote an original that the user sent. */
  readonly summaryUser: string;
  /** Who wrote an original of an agent without an id. */
  readonly summaryAssistant: string;
  /** An original that was the model's reasoning, with its text. */
  readonly summaryReasoning: (text: string) => string;
  /** An original that was a tool call, with the tool's name. */
  readonly summaryToolCall: (tool: string) => string;
  /** An original that was a permission request, with the tool's name. */
  readonly summaryPermission: (tool: string) => string;
  /** An original that was an error, with its message. */
  readonly summaryError: (message: string) => string;
  /** An original that was a reply still awaited. */
  readonly summaryPending: string;
  /** The button of an error notice that tries again. */
  readonly errorNoticeRetry: string;
  /** The word before an error's machine-readable code ("Code rate_limited"). */
  readonly errorNoticeCode: string;
  /** The title of a refusal: the model declined, in its own words below. */
  readonly errorNoticeDeclined: string;
}

const plural = (count: number, formatted: string, one: string, other: string) =>
  `${formatted} ${count === 1 ? one : other}`;

/** @internal */
export const branchLabels: BranchLabels = {
  subagentCard: (agent) => `Subagent ${agent}`,
  subagentUnnamed: "Subagent",
  subagentsParallel: (_count, formatted) => `${formatted} subagents in parallel`,
  subagentAlternative: (agent, _position, _count, position, count) =>
    `Alternative ${position} of ${count}: ${agent}`,
  subagentRunning: "Running",
  subagentAwaitingPermission: "Needs permission",
  subagentDone: "Done",
  subagentFailed: "Failed",
  subagentSteps: (count, formatted) => plural(count, formatted, "step", "steps"),
  subagentTools: (count, formatted) => plural(count, formatted, "tool", "tools"),
  subagentTokens: (count, formatted) => plural(count, formatted, "token", "tokens"),
  thinking: "Thinking…",
  thoughtFor: (duration) => `Thought for ${duration}`,
  thought: "Thought",
  thinkingStopped: "Stopped thinking",
  thinkingStoppedAfter: (duration) => `Stopped thinking after ${duration}`,
  summaryOfMessages: (count, formatted) =>
    count === 0
      ? "Summary of earlier messages"
      : `Summary of ${plural(count, formatted, "earlier message", "earlier messages")}`,
  summaryShowOriginals: "Show originals",
  summaryHideOriginals: "Hide originals",
  summaryMoreOriginals: (_count, formatted) => `and ${formatted} more`,
  summaryUser: "User",
  summaryAssistant: "Assistant",
  summaryReasoning: (text) => `Reasoning: ${text}`,
  summaryToolCall: (tool) => `Tool call: ${tool}`,
  summaryPermission: (tool) => `Permission request: ${tool}`,
  summaryError: (message) => `Error: ${message}`,
  summaryPending: "Waiting for a reply",
  errorNoticeRetry: "Retry",
  errorNoticeCode: "Code",
  errorNoticeDeclined: "Declined",
};
