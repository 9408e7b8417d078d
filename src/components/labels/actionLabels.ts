/** Labels of the message actions (copy, edit, regenerate, feedback) and the inline editor. */
export interface ActionLabels {
  /** Accessible name of the toolbar of actions under each message. */
  readonly messageActions: string;
  /** The button (and its tooltip) that copies a message as markdown text. */
  readonly copyMessage: string;
  /** What the copy button says for a moment after it copied the message. */
  readonly copiedMessage: string;
  /** What the copy button says for a moment after the clipboard refused the message. */
  readonly copyMessageFailed: string;
  /** Announced politely once a message is on the clipboard. */
  readonly messageCopied: string;
  /** Announced politely when the clipboard refused a message. */
  readonly messageCopyFailed: string;
  /** The button on a user message that opens it in the inline editor. */
  readonly editMessage: string;
  /** The button on an assistant turn that asks for another answer to the same message. */
  readonly regenerate: string;
  /** The thumbs-up button of an assistant turn. */
  readonly goodResponse: string;
  /** The thumbs-down button of an assistant turn. */
  readonly badResponse: string;
  /** Accessible name of the inline editor's text field. */
  readonly editorLabel: string;
  /** The inline editor's button that sends the edited message. */
  readonly saveEdit: string;
  /** The inline editor's button that closes it and keeps the message as it was. */
  readonly cancelEdit: string;
}

/** @internal */
export const actionLabels: ActionLabels = {
  messageActions: "Message actions",
  copyMessage: "Copy",
  copiedMessage: "Copied",
  copyMessageFailed: "Copy failed",
  messageCopied: "Message copied to the clipboard",
  messageCopyFailed: "The clipboard is not available; select the text to copy it",
  editMessage: "Edit",
  regenerate: "Regenerate",
  goodResponse: "Good response",
  badResponse: "Bad response",
  editorLabel: "Edit message",
  saveEdit: "Save",
  cancelEdit: "Cancel",
};
