import type { ToolCallContent } from "../../core/projections/ViewNode.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import type { ToolCallComponents } from "./ToolCall.js";
import { ToolCallSection } from "./ToolCallSection.js";

/** Props of `ToolCallResult`. @internal */
export interface ToolCallResultProps {
  readonly content: ToolCallContent;
  readonly components: ToolCallComponents;
  readonly words: ThreadlineLabels;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

/** How a result shows: nothing, an error, text, or JSON. */
type ResultKind = "none" | "error" | "text" | "json";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The error a tool returned (`{ error }`), if it returned one. @internal */
export function toolError(output: unknown): unknown {
  const error = isRecord(output) ? output.error : undefined;
  return error === undefined || error === null || error === false ? undefined : error;
}

/** An error's message, when it has one in words. @internal */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === "string") return error;
  return isRecord(error) && typeof error.message === "string" ? error.message : undefined;
}

function resultKind(output: unknown): ResultKind {
  // An empty result says nothing; showing it would draw an empty box.
  if (output === undefined || (typeof output === "string" && output.trim() === "")) return "none";
  if (typeof output === "string") return "text";
  return toolError(output) === undefined ? "json" : "error";
}

function Note({ children }: { children: string }) {
  return <p className="tl-tool-call__note">{children}</p>;
}

function missingNote(state: ToolCallContent["state"], words: ThreadlineLabels) {
  switch (state) {
    case "error":
      return <Note>{words.toolInterrupted}</Note>;
    case "complete":
      return <Note>{words.toolNoOutput}</Note>;
    case "pending":
    case "awaiting_permission":
    case "running":
    case "denied":
      return null;
    default:
      return state satisfies never;
  }
}

function deniedDetails(output: unknown): boolean {
  return isRecord(output) && Object.keys(output).some((key) => key !== "status");
}

/** A tool call's result: text, JSON or an error, or a note on why there is none. @internal */
export function ToolCallResult({ content, components, words, labels }: ToolCallResultProps) {
  const { output, state } = content;
  if (state === "denied") {
    return (
      <>
        <Note>{words.toolDeniedNote}</Note>
        {deniedDetails(output) ? (
          <ToolCallSection part="output" label={words.toolOutput}>
            <components.JsonView value={output} labels={labels} />
          </ToolCallSection>
        ) : null}
      </>
    );
  }
  const kind = resultKind(output);
  switch (kind) {
    case "none":
      return missingNote(state, words);
    case "error": {
      const error = toolError(output);
      const message = errorMessage(error);
      return (
        <ToolCallSection part="error" label={words.toolError}>
          {message === undefined ? (
            <components.JsonView value={error} labels={labels} />
          ) : (
            <components.TruncatedText text={message} labels={labels} />
          )}
        </ToolCallSection>
      );
    }
    case "text":
      return (
        <ToolCallSection part="output" label={words.toolOutput}>
          <components.TruncatedText text={output as string} labels={labels} />
        </ToolCallSection>
      );
    case "json":
      return (
        <ToolCallSection part="output" label={words.toolOutput}>
          <components.JsonView value={output} labels={labels} />
        </ToolCallSection>
      );
    default:
      return kind satisfies never;
  }
}
