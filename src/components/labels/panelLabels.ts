/** Labels of the content and inspection panels: markdown, code, usage, context, replay. */
export interface PanelLabels {
  /** The copy button of a code block. */
  readonly copyCode: string;
  /** The code block's copy button for a moment after it copied. */
  readonly copiedCode: string;
  /** The code block's copy button for a moment after the clipboard refused the code. */
  readonly copyCodeFailed: string;
  /** Announced when a code block's code was copied. */
  readonly copiedCodeAnnouncement: string;
  /** Announced when the clipboard refused a code block's code. */
  readonly copyCodeFailedAnnouncement: string;
  /** The language shown in a code block's header; `language` is the fence's info string. */
  readonly codeLanguage: (language: string) => string;
  /** Stands in for an image that was not allowed to load; `description` is its alt text or "". */
  readonly markdownImageBlocked: (description: string) => string;
  /** The tooltip of a link shown as text because its address is not allowed. */
  readonly markdownLinkBlocked: string;
  /** The accessible name of a task list's checkbox. */
  readonly markdownTask: string;
  /** The button that renders the rest of a long text; `formatted` is `count` in the locale. */
  readonly markdownShowAll: (count: number, formatted: string) => string;
  /** The usage meter's input token total. */
  readonly usageInput: string;
  /** The usage meter's output token total. */
  readonly usageOutput: string;
  /** The usage meter's context window total. */
  readonly usageContext: string;
  /** The context window total: used and limit tokens and the share, each already formatted. */
  readonly usageContextValue: (used: string, limit: string, percent: string) => string;
  /** The accessible name of the context window meter. */
  readonly usageContextWindow: string;
  /** The context window meter's value text: used and limit tokens and the share, formatted. */
  readonly usageContextWindowValue: (used: string, limit: string, percent: string) => string;
  /** The caption of the per-run usage table. */
  readonly usageByRun: string;
  /** The header of the per-run table's first column. */
  readonly usageRun: string;
  /** A run's own share of tokens under its rolled-up total; `formatted` is `count` formatted. */
  readonly usageOwn: (count: number, formatted: string) => string;
  /** The last row of a cut per-run table: how many runs are not listed. */
  readonly usageMoreRuns: (count: number, formatted: string) => string;
  /** The context budget's part for the system prompt. */
  readonly contextSystem: string;
  /** The context budget's part for the summary, and the summary fact. */
  readonly contextSummary: string;
  /** The context budget's part for the kept history, and the history fact. */
  readonly contextHistory: string;
  /** The context budget's part for the input not sent yet. */
  readonly contextPending: string;
  /** The context budget's free space. */
  readonly contextFree: string;
  /** The badge of a context that fits whole. */
  readonly contextFits: string;
  /** The badge of a context that lost history to the budget, and the truncated fact. */
  readonly contextTruncated: string;
  /** The badge of a context that lost history no summary covers. */
  readonly contextNeedsSummary: string;
  /** The badge of a context that cannot be built at all. */
  readonly contextOverflow: string;
  /** The headline: estimated tokens of the budget and the share, each already formatted. */
  readonly contextEstimated: (tokens: string, budget: string, percent: string) => string;
  /** The headline of an overflow: tokens needed of the budget and the share, formatted. */
  readonly contextNeeds: (tokens: string, budget: string, percent: string) => string;
  /** How the budget is made: maximum input minus the answer's reserve, formatted. */
  readonly contextBudget: (input: string, reserved: string) => string;
  /** The accessible name of the budget's legend. */
  readonly contextBudgetByPart: string;
  /** The history fact's value: messages kept of all, formatted. */
  readonly contextHistoryKept: (included: string, total: string, totalCount: number) => string;
  /** Yes, as a fact's value. */
  readonly contextYes: string;
  /** No, as a fact's value. */
  readonly contextNo: string;
  /** The summary fact when a summary is in the context. */
  readonly contextSummaryUsed: string;
  /** The summary fact when a summary was left out because it did not fit. */
  readonly contextSummaryDropped: string;
  /** The summary fact when there is no summary. */
  readonly contextSummaryNone: string;
  /** The fact giving the policy's own token estimate. */
  readonly contextPolicyEstimate: string;
  /** The lead of the needs-a-summary notice. */
  readonly contextNeedsSummaryLead: string;
  /** The rest of the needs-a-summary notice. */
  readonly contextNeedsSummaryDetail: string;
  /** The button that asks for a summary of the earlier conversation. */
  readonly contextRequestSummary: string;
  /** Why no context could be built. */
  readonly contextOverflowMessage: string;
  /** The overflow fact: tokens needed. */
  readonly contextNeeded: string;
  /** The overflow fact: tokens available. */
  readonly contextAvailable: string;
  /** The overflow fact: tokens over the budget. */
  readonly contextOverBy: string;
  /** Precedes the overflow's error code. */
  readonly contextErrorCode: string;
  /** The disclosure of the messages the model will see. */
  readonly contextMessages: (count: number, formatted: string) => string;
  /** Above a cut message list: how many earlier messages are not listed, and how many follow. */
  readonly contextMessagesNotListed: (count: number, formatted: string, shown: string) => string;
  /** The accessible name of the list of context messages. */
  readonly contextMessageList: string;
  /** A message's token estimate. */
  readonly contextMessageTokens: (count: number, formatted: string) => string;
  /** Stands in for a message with no text. */
  readonly contextMessageEmpty: string;
  /** The disclosure of the nodes the context leaves out. */
  readonly contextCut: (count: number, formatted: string) => string;
  /** Said when the context leaves nothing out. */
  readonly contextNothingCut: string;
  /** Above the ids left out when a summary stands in for some of them. */
  readonly contextCutIncludesSummarised: string;
  /** The accessible name of the list of ids left out. */
  readonly contextCutList: string;
  /** After a cut list of ids: how many more there are. */
  readonly contextMoreCut: (count: number, formatted: string) => string;
  /** The replay button that starts playing. */
  readonly replayPlay: string;
  /** The replay button that pauses. */
  readonly replayPause: string;
  /** The replay button that plays again from the start once the recording ended. */
  readonly replayRestart: string;
  /** The scrubber's label: the position in the recording, both numbers formatted. */
  readonly replayPosition: (position: string, length: string) => string;
  /** The label of the speed picker. */
  readonly replaySpeed: string;
  /** One speed of the picker: `2×`. */
  readonly replaySpeedOption: (speed: number, formatted: string) => string;
}

const plural = (count: number, formatted: string, one: string, many: string) =>
  `${formatted} ${count === 1 ? one : many}`;

/** @internal */
export const panelLabels: PanelLabels = {
  copyCode: "Copy code",
  copiedCode: "Copied",
  copyCodeFailed: "Copy failed",
  copiedCodeAnnouncement: "Code copied to the clipboard",
  copyCodeFailedAnnouncement: "The clipboard is not available; select the code to copy it",
  codeLanguage: (language) => language,
  markdownImageBlocked: (description) =>
    description === "" ? "Image not loaded" : `Image not loaded: ${description}`,
  markdownLinkBlocked: "Link not allowed: shown as text",
  markdownTask: "Task",
  markdownShowAll: (_count, formatted) => `Show all (${formatted} characters)`,
  usageInput: "Input",
  usageOutput: "Output",
  usageContext: "Context",
  usageContextValue: (used, limit, percent) => `${used} / ${limit} (${percent})`,
  usageContextWindow: "Context window",
  usageContextWindowValue: (used, limit, percent) => `${used} of ${limit} tokens (${percent})`,
  usageByRun: "By run, including subagents",
  usageRun: "Run",
  usageOwn: (_count, formatted) => `own ${formatted}`,
  usageMoreRuns: (count, formatted) => `and ${plural(count, formatted, "more run", "more runs")}`,
  contextSystem: "System prompt",
  contextSummary: "Summary",
  contextHistory: "History",
  contextPending: "Pending input",
  contextFree: "Free",
  contextFits: "Everything fits",
  contextTruncated: "Truncated",
  contextNeedsSummary: "Needs a summary",
  contextOverflow: "Overflow",
  contextEstimated: (tokens, budget, percent) =>
    `Estimated ${tokens} of ${budget} tokens (${percent})`,
  contextNeeds: (tokens, budget, percent) => `Needs ${tokens} of ${budget} tokens (${percent})`,
  contextBudget: (input, reserved) =>
    `Budget: ${input} input − ${reserved} reserved for the answer`,
  contextBudgetByPart: "Budget by part",
  contextHistoryKept: (included, total, totalCount) =>
    `${included} of ${total} ${totalCount === 1 ? "message" : "messages"}`,
  contextYes: "Yes",
  contextNo: "No",
  contextSummaryUsed: "Used",
  contextSummaryDropped: "Dropped: it did not fit",
  contextSummaryNone: "None",
  contextPolicyEstimate: "Policy's estimate",
  contextNeedsSummaryLead: "Needs a summary:",
  contextNeedsSummaryDetail: "the budget cut history that no summary covers.",
  contextRequestSummary: "Summarise earlier conversation",
  contextOverflowMessage:
    "The system prompt and pending input alone do not fit the budget. Shorten them or raise the budget.",
  contextNeeded: "Needed",
  contextAvailable: "Available",
  contextOverBy: "Over by",
  contextErrorCode: "Code",
  contextMessages: (count, formatted) =>
    `What the model will see: ${plural(count, formatted, "message", "messages")}`,
  contextMessagesNotListed: (count, formatted, shown) =>
    `${plural(count, formatted, "earlier message", "earlier messages")} not listed; the last ${shown} follow.`,
  contextMessageList: "Context messages",
  contextMessageTokens: (count, formatted) => plural(count, formatted, "token", "tokens"),
  contextMessageEmpty: "(empty)",
  contextCut: (count, formatted) => `What was cut: ${plural(count, formatted, "node", "nodes")}`,
  contextNothingCut: "Nothing was cut.",
  contextCutIncludesSummarised: "Includes the nodes the summary stands in for.",
  contextCutList: "Ids of the nodes left out",
  contextMoreCut: (_count, formatted) => `and ${formatted} more`,
  replayPlay: "Play",
  replayPause: "Pause",
  replayRestart: "Replay",
  replayPosition: (position, length) => `Event ${position} of ${length}`,
  replaySpeed: "Speed",
  replaySpeedOption: (_speed, formatted) => `${formatted}×`,
};
