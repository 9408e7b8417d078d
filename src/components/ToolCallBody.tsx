import { useState } from "react";
import type { ToolCallContent } from "../core/projections/ViewNode.js";
import { boundedJson } from "./boundedJson.js";
import { cutText } from "./cutText.js";
import { isExecProgress } from "./ExecOutput.js";
import type { ToolCallComponents } from "./ToolCall.js";
import { ToolCallResult } from "./ToolCallResult.js";
import { ToolCallSection } from "./ToolCallSection.js";

/** Props of `ToolCallBody`. @internal */
export interface ToolCallBodyProps {
  readonly content: ToolCallContent;
  readonly components: ToolCallComponents;
}

const SMALL_INPUT = { maxCharacters: 600, maxLines: 16 } as const;

function isSmall(input: unknown): boolean {
  return cutText(boundedJson(input, { maxCharacters: SMALL_INPUT.maxCharacters }), SMALL_INPUT)
    .complete;
}

function Progress({ progress, components }: { progress: unknown; components: ToolCallComponents }) {
  if (progress === undefined) return null;
  return isExecProgress(progress) ? (
    <ToolCallSection part="progress" label="Terminal">
      <components.ExecOutput progress={progress} />
    </ToolCallSection>
  ) : (
    <ToolCallSection part="progress" label="Progress">
      <components.JsonView value={progress} />
    </ToolCallSection>
  );
}

/** The default details of a tool call: input, progress and result. @internal */
export function ToolCallBody({ content, components }: ToolCallBodyProps) {
  // Decided once: a call whose input keeps streaming does not fold under the reader.
  const [inputOpen] = useState(() => isSmall(content.input));
  return (
    <>
      {content.input === undefined ? null : (
        <details className="tl-tool-call__section" data-part="input" open={inputOpen}>
          <summary className="tl-tool-call__label">Input</summary>
          <components.JsonView value={content.input} />
        </details>
      )}
      <Progress progress={content.progress} components={components} />
      <ToolCallResult content={content} components={components} />
    </>
  );
}
