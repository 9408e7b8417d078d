/** Labels of tool calls, their progress and the permission requests that gate them. */
export interface ToolLabels {
  /** State word of a tool call whose input is still streaming. */
  readonly toolPreparing: string;
  /** State word of a tool call that waits for the user's permission. */
  readonly toolAwaitingPermission: string;
  /** State word of a running tool call. */
  readonly toolRunning: string;
  /** State word of a tool call that returned. */
  readonly toolComplete: string;
  /** State word of a tool call the user (or a policy) denied. */
  readonly toolDenied: string;
  /** State word of a tool call that failed. */
  readonly toolFailed: string;
  /** Heading of a tool call's input in its expanded body. */
  readonly toolInput: string;
  /** Heading of a tool call's result in its expanded body. */
  readonly toolOutput: string;
  /** Heading of a tool call's error in its expanded body. */
  readonly toolError: string;
  /** Heading of a tool call's progress log in its expanded body. */
  readonly toolProgress: string;
  /** Heading of a command's terminal output (`exec`) in its expanded body. */
  readonly toolTerminal: string;
  /** Note of a tool call that returned nothing. */
  readonly toolNoOutput: string;
  /** Note of a tool call whose run ended before its result came. */
  readonly toolInterrupted: string;
  /** Note of a denied tool call's body. */
  readonly toolDeniedNote: string;
  /** Note shown over the default body when a custom tool view throws; `message` names the error. */
  readonly toolRendererFailed: (message: string) => string;
  /** What a custom view's error says when the thrown value cannot be turned into words. */
  readonly toolUnprintableError: string;
  /** A fraction in a progress line, such as `3/10`; both counts come formatted. */
  readonly toolProgressFraction: (
    done: number,
    total: number,
    formattedDone: string,
    formattedTotal: string,
  ) => string;
  /** A percentage in a progress line; `formatted` is the rounded number, formatted. */
  readonly toolProgressPercent: (percent: number, formatted: string) => string;
  /** A named counter in a progress line; `name` is the tool's own field name. */
  readonly toolProgressCounter: (name: string, value: number, formatted: string) => string;
  /** Note above a progress log whose older lines are not shown. */
  readonly toolProgressEarlier: (count: number, formatted: string) => string;
  /** Channel label of a command's standard output. */
  readonly execStdout: string;
  /** Channel label of a command's standard error. */
  readonly execStderr: string;
  /** Metric label of a command's exit code. */
  readonly execExitCode: string;
  /** Metric label of a command's duration. */
  readonly execDuration: string;
  /** Metric label of the signal that stopped a command. */
  readonly execSignal: string;
  /** A command that finished without printing anything. */
  readonly execNoOutput: string;
  /** A command that has printed nothing yet. */
  readonly execNoOutputYet: string;
  /** The button that shows the rest of a cut text. */
  readonly truncatedShowAll: string;
  /** The button that cuts an expanded text again. */
  readonly truncatedShowLess: string;
  /** Note of a text cut by lines; `count` lines are shown. */
  readonly truncatedShownLines: (count: number, formatted: string) => string;
  /** Note of a text cut by characters; `total` is absent when unknown. */
  readonly truncatedShownCharacters: (
    shown: number,
    total: number | undefined,
    formattedShown: string,
    formattedTotal: string | undefined,
  ) => string;
  /** Accessible name of a permission request: the group holding its question and buttons. */
  readonly permissionRequest: (tool: string) => string;
  /** The question a gated tool call asks; `summary` is its input in one line, maybe empty. */
  readonly permissionQuestion: (tool: string, summary: string) => string;
  /** The button that lets a gated tool run this once. */
  readonly allowOnce: string;
  /** The button that lets a gated tool run now and from now on. */
  readonly allowAlways: string;
  /** The button that denies a gated tool. */
  readonly deny: string;
  /** The decision shown once a request was allowed once. */
  readonly decisionAllowedOnce: string;
  /** The decision shown once a request was always allowed. */
  readonly decisionAlwaysAllowed: string;
  /** The decision shown once a request was denied. */
  readonly decisionDenied: string;
  /** A request nobody here can answer, shown read-only. */
  readonly permissionAwaitingDecision: string;
  /** A request whose tool takes no parameters. */
  readonly permissionNoParameters: string;
  /** The button that shows a request's parameters unclipped. */
  readonly permissionShowAllParameters: string;
  /** The button that clips a request's parameters again. */
  readonly permissionShowLess: string;
  /** Written into clipped parameters where a long string was cut. */
  readonly permissionMoreCharacters: (count: number, formatted: string) => string;
  /** Written into clipped parameters where a long list was cut. */
  readonly permissionMoreItems: (count: number, formatted: string) => string;
  /** Written into clipped parameters where an object's further keys were left out. */
  readonly permissionMoreKeys: string;
}

/** @internal */
export const toolLabels: ToolLabels = {
  toolPreparing: "Preparing",
  toolAwaitingPermission: "Awaiting permission",
  toolRunning: "Running",
  toolComplete: "Done",
  toolDenied: "Denied",
  toolFailed: "Failed",
  toolInput: "Input",
  toolOutput: "Output",
  toolError: "Error",
  toolProgress: "Progress",
  toolTerminal: "Terminal",
  toolNoOutput: "No output.",
  toolInterrupted: "The run ended before the tool returned a result.",
  toolDeniedNote: "Permission denied. The tool did not run.",
  toolRendererFailed: (message) => `The custom view failed (${message}). Showing the default view.`,
  toolUnprintableError: "an error that cannot be shown",
  toolProgressFraction: (_done, _total, done, total) => `${done}/${total}`,
  toolProgressPercent: (_percent, formatted) => `${formatted}%`,
  toolProgressCounter: (name, _value, formatted) => `${name} ${formatted}`,
  toolProgressEarlier: (count, formatted) =>
    count === 1 ? "1 earlier line not shown" : `${formatted} earlier lines not shown`,
  execStdout: "stdout",
  execStderr: "stderr",
  execExitCode: "Exit code",
  execDuration: "Duration",
  execSignal: "Signal",
  execNoOutput: "No output.",
  execNoOutputYet: "No output yet.",
  truncatedShowAll: "Show all",
  truncatedShowLess: "Show less",
  truncatedShownLines: (count, formatted) =>
    count === 1 ? "Showing the first line." : `Showing the first ${formatted} lines.`,
  truncatedShownCharacters: (_shown, _total, shown, total) =>
    total === undefined
      ? `Showing the first ${shown} characters.`
      : `Showing the first ${shown} of ${total} characters.`,
  permissionRequest: (tool) => `Permission request: ${tool}`,
  permissionQuestion: (tool, summary) =>
    summary === "" ? `Run ${tool}?` : `Run ${tool}: ${summary}?`,
  allowOnce: "Allow once",
  allowAlways: "Always allow",
  deny: "Deny",
  decisionAllowedOnce: "Allowed once",
  decisionAlwaysAllowed: "Always allowed",
  decisionDenied: "Denied",
  permissionAwaitingDecision: "Awaiting a decision",
  permissionNoParameters: "No parameters",
  permissionShowAllParameters: "Show all parameters",
  permissionShowLess: "Show less",
  permissionMoreCharacters: (count, formatted) =>
    count === 1 ? "1 more character" : `${formatted} more characters`,
  permissionMoreItems: (count, formatted) =>
    count === 1 ? "1 more item" : `${formatted} more items`,
  permissionMoreKeys: "more keys",
};
