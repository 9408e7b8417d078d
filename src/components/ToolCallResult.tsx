import type { ToolCallContent } from "../core/projections/ViewNode.js";
import type { ToolCallComponents } from "./ToolCall.js";
import { ToolCallSection } from "./ToolCallSection.js";

/** Props of `ToolCallResult`. @internal */
export interface ToolCallResultProps {
  readonly content: ToolCallContent;
  readonly components: ToolCallComponents;
}

/** How a result shows: nothing yet, an error, text, or JSON. */
type ResultKind = "none" | "error" | "text" | "json";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function resultKind(output: unknown): ResultKind {
  if (output === undefined) return "none";
  if (typeof output === "string") return "text";
  const error = isRecord(output) ? output.error : undefined;
  return error === undefined || error === null || error === false ? "json" : "error";
}

function errorMessage(error: unknown): string | undefined {
  if (typeof error === "string") return error;
  return isRecord(error) && typeof error.message === "string" ? error.message : undefined;
}

function Note({ children }: { children: string }) {
  return <p className="tl-tool-call__note">{children}</p>;
}

function missingNote(state: ToolCallContent["state"]) {
  switch (state) {
    case "error":
      return <Note>The run ended before the tool returned a result.</Note>;
    case "complete":
      return <Note>No output.</Note>;
    case "pending":
    case "awaiting_permission":
    case "running":
    case "denied":
      return null;
    default:
      return state satisfies never;
  }
}

function ErrorResult({ error, components }: { error: unknown; components: ToolCallComponents }) {
  const message = errorMessage(error);
  return (
    <ToolCallSection part="error" label="Error">
      {message === undefined ? (
        <components.JsonView value={error} />
      ) : (
        <components.TruncatedText text={message} />
      )}
    </ToolCallSection>
  );
}

function deniedDetails(output: unknown): boolean {
  return isRecord(output) && Object.keys(output).some((key) => key !== "status");
}

/** A tool call's result: text, JSON or an error, or a note on why there is none. @internal */
export function ToolCallResult({ content, components }: ToolCallResultProps) {
  const { output, state } = content;
  if (state === "denied") {
    return (
      <>
        <Note>Permission denied. The tool did not run.</Note>
        {deniedDetails(output) ? (
          <ToolCallSection part="output" label="Result">
            <components.JsonView value={output} />
          </ToolCallSection>
        ) : null}
      </>
    );
  }
  const kind = resultKind(output);
  switch (kind) {
    case "none":
      return missingNote(state);
    case "error":
      return (
        <ErrorResult error={(output as Record<string, unknown>).error} components={components} />
      );
    case "text":
      return (
        <ToolCallSection part="output" label="Result">
          <components.TruncatedText text={output as string} />
        </ToolCallSection>
      );
    case "json":
      return (
        <ToolCallSection part="output" label="Result">
          <components.JsonView value={output} />
        </ToolCallSection>
      );
    default:
      return kind satisfies never;
  }
}
