/** Labels of subagent cards, reasoning, summaries and error notices. */
export interface BranchLabels {
  /** The reasoning header while the model thinks. */
  readonly thinking: string;
  /** The reasoning header once it is over; `duration` is already formatted ("4s"). */
  readonly thoughtFor: (duration: string, milliseconds: number) => string;
}

/** @internal */
export const branchLabels: BranchLabels = {
  thinking: "Thinking…",
  thoughtFor: (duration) => `Thought for ${duration}`,
};
