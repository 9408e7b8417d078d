import type { ReactNode } from "react";

/** Props of `ToolCallSection`. @internal */
export interface ToolCallSectionProps {
  /** Which part of the call this is, on `data-part` for styling. */
  readonly part: "input" | "progress" | "output" | "error";
  readonly label: string;
  readonly children: ReactNode;
}

/** One labelled part of a tool call's expanded body. @internal */
export function ToolCallSection({ part, label, children }: ToolCallSectionProps) {
  return (
    <div className="tl-tool-call__section" data-part={part}>
      <div className="tl-tool-call__label">{label}</div>
      {children}
    </div>
  );
}
