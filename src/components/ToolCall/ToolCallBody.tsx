import type { ToolCallContent } from "../../core/projections/ViewNode.js";
import { isExecProgress } from "../ExecOutput/ExecOutput.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import type { ToolCallComponents } from "./ToolCall.js";
import { ToolCallResult } from "./ToolCallResult.js";
import { ToolCallSection } from "./ToolCallSection.js";

/** Props of `ToolCallBody`. @internal */
export interface ToolCallBodyProps {
  readonly content: ToolCallContent;
  readonly components: ToolCallComponents;
  readonly words: ThreadlineLabels;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

const INPUT_LINES = 40;

function isEmptyInput(input: unknown): boolean {
  if (input === undefined) return true;
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  for (const key in input) if (Object.hasOwn(input, key)) return false;
  return true;
}

/** The default expanded body of a tool call: input, progress and result. @internal */
export function ToolCallBody({ content, components, words, labels }: ToolCallBodyProps) {
  const { input, progress } = content;
  return (
    <>
      {isEmptyInput(input) ? null : (
        <ToolCallSection part="input" label={words.toolInput}>
          <components.JsonView value={input} maxLines={INPUT_LINES} labels={labels} />
        </ToolCallSection>
      )}
      {progress === undefined ? null : isExecProgress(progress) ? (
        <ToolCallSection part="progress" label={words.toolTerminal}>
          <components.ExecOutput progress={progress} labels={labels} />
        </ToolCallSection>
      ) : (
        <ToolCallSection part="progress" label={words.toolProgress}>
          <components.Progress progress={progress} labels={labels} />
        </ToolCallSection>
      )}
      <ToolCallResult content={content} components={components} words={words} labels={labels} />
    </>
  );
}
