/** Labels of the content and inspection panels: markdown, code, usage, context, replay. */
export interface PanelLabels {
  /** The copy button of a code block. */
  readonly copyCode: string;
  /** What a copy button says for a moment after it copied. */
  readonly copied: string;
}

/** @internal */
export const panelLabels: PanelLabels = {
  copyCode: "Copy code",
  copied: "Copied",
};
