/** Labels of the thread, its turns and their actions. */
export interface ThreadLabels {
  /** Accessible name of the conversation log. */
  readonly conversation: string;
  /** The button that scrolls back to the newest message. */
  readonly jumpToLatest: string;
}

/** @internal */
export const threadLabels: ThreadLabels = {
  conversation: "Conversation",
  jumpToLatest: "Jump to latest",
};
