/** Labels of the message actions (copy, edit, regenerate, feedback) and the inline editor. */
export interface ActionLabels {
  /** The button that copies a message as markdown text. */
  readonly copyMessage: string;
  /** What the copy button says for a moment after it copied the message. */
  readonly copiedMessage: string;
}

/** @internal */
export const actionLabels: ActionLabels = {
  copyMessage: "Copy",
  copiedMessage: "Copied",
};
