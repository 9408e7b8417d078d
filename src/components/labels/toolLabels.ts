/** Labels of tool calls, their progress and the permission requests that gate them. */
export interface ToolLabels {
  /** The button that lets a gated tool run this once. */
  readonly allowOnce: string;
  /** The button that denies a gated tool. */
  readonly deny: string;
}

/** @internal */
export const toolLabels: ToolLabels = {
  allowOnce: "Allow once",
  deny: "Deny",
};
