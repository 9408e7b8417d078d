import type { ViewStatus } from "../../core/projections/ViewNode.js";

/** Labels of the thread, its turns, the alternatives picker and the pending indicator. */
export interface ThreadLabels {
  /** Accessible name of the conversation log. */
  readonly conversation: string;
  /** The button that scrolls back to the newest message. */
  readonly jumpToLatest: string;
  /** Accessible name of a turn the user wrote. */
  readonly turnYou: string;
  /** Accessible name of an assistant turn: its agent (or `assistantName`) and its status. */
  readonly turnAssistant: (agent: string, status: ViewStatus) => string;
  /** The name of an assistant whose events carry no agent id. */
  readonly assistantName: string;
  /** Announced when an assistant turn ends with text: the agent and the start of that text. */
  readonly announceAnswer: (agent: string, text: string) => string;
  /** Announced when an assistant turn ends without text. */
  readonly announceFinished: (agent: string) => string;
  /** Announced when an assistant turn fails. */
  readonly announceFailed: (agent: string) => string;
  /** Stands in a user message for a part that is not text (an image, a file): its type. */
  readonly userContentPart: (type: string) => string;
  /** What the pending indicator says while nothing has arrived yet. */
  readonly pendingStatus: string;
  /** Accessible name of the alternatives picker (regenerations, edits). */
  readonly alternatives: string;
  /** The picker's button to the previous alternative. */
  readonly previousAlternative: string;
  /** The picker's button to the next alternative. */
  readonly nextAlternative: string;
  /** The picker's visible position ("2/3"); numbers come 1-based and already formatted. */
  readonly alternativePosition: (position: string, count: string) => string;
  /** The picker's announced position ("Alternative 2 of 3"); numbers 1-based, then formatted. */
  readonly alternativeOf: (
    position: number,
    count: number,
    formattedPosition: string,
    formattedCount: string,
  ) => string;
}

const STATUS_WORD: Record<ViewStatus, string> = {
  streaming: "working",
  complete: "done",
  error: "failed",
};

/** @internal */
export const threadLabels: ThreadLabels = {
  conversation: "Conversation",
  jumpToLatest: "Jump to latest",
  turnYou: "You",
  turnAssistant: (agent, status) => `${agent}, ${STATUS_WORD[status]}`,
  assistantName: "Assistant",
  announceAnswer: (agent, text) => `${agent}: ${text}`,
  announceFinished: (agent) => `${agent} finished.`,
  announceFailed: (agent) => `${agent} failed.`,
  userContentPart: (type) => `[${type}]`,
  pendingStatus: "Thinking…",
  alternatives: "Alternatives",
  previousAlternative: "Previous alternative",
  nextAlternative: "Next alternative",
  alternativePosition: (position, count) => `${position}/${count}`,
  alternativeOf: (_position, _count, formattedPosition, formattedCount) =>
    `Alternative ${formattedPosition} of ${formattedCount}`,
};
