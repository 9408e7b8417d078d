/** Labels of the composer and the approval inbox. */
export interface ComposerLabels {
  /** The composer's send button. */
  readonly send: string;
  /** The composer's stop button, shown while a run streams. */
  readonly stop: string;
}

/** @internal */
export const composerLabels: ComposerLabels = {
  send: "Send",
  stop: "Stop",
};
