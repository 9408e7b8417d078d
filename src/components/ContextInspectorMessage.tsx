import { messageText } from "../core/context/estimateTokens.js";
import type { Message } from "../core/projections/Message.js";
import { PART_LABELS } from "./ContextInspectorFormat.js";
import type { ContextInspectorPart } from "./ContextInspectorParts.js";
import { formatCount } from "./formatCount.js";

/** What a row of the context inspector's message list receives. */
export interface ContextInspectorMessageProps {
  /** The message as the model will see it. */
  readonly message: Message;
  /** Which part of the context the message belongs to. */
  readonly part: ContextInspectorPart;
  /** Its token estimate. */
  readonly tokens: number;
  /** Its position in the context, from 0. */
  readonly index: number;
}

const MAX_PREVIEW = 200;

function previewOf(message: Message): string {
  const text = messageText(message);
  const line = text.slice(0, MAX_PREVIEW).replace(/\s+/g, " ").trim();
  if (line === "") return "(empty)";
  return text.length > MAX_PREVIEW ? `${line}…` : line;
}

/**
 * One message of the context on one line: its role, the part it belongs to unless it is
 * history, the start of its text and its token estimate.
 * @example
 * ```tsx
 * <ContextInspector result={result} policy={policy} components={{ Message: MyRow }} />
 * ```
 */
export function ContextInspectorMessage({ message, part, tokens }: ContextInspectorMessageProps) {
  return (
    <>
      <span className="tl-context-inspector__role">{message.role}</span>
      {part === "history" ? null : (
        <span className="tl-context-inspector__part">{PART_LABELS[part]}</span>
      )}
      <bdi className="tl-context-inspector__preview">{previewOf(message)}</bdi>
      <span className="tl-context-inspector__tokens">{`${formatCount(tokens)} tokens`}</span>
    </>
  );
}
