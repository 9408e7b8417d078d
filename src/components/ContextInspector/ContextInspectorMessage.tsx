import { messageText } from "../../core/context/estimateTokens.js";
import type { Message } from "../../core/projections/messages/Message.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { partLabel } from "./ContextInspectorFormat.js";
import type { ContextInspectorPart } from "./ContextInspectorParts.js";

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
  /** The inspector's own labels, over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

const MAX_PREVIEW = 200;

function previewOf(message: Message, empty: string): string {
  const text = messageText(message);
  const line = text.slice(0, MAX_PREVIEW).replace(/\s+/g, " ").trim();
  if (line === "") return empty;
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
export function ContextInspectorMessage({
  message,
  part,
  tokens,
  labels,
}: ContextInspectorMessageProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  return (
    <>
      <span className="tl-context-inspector__role">{message.role}</span>
      {part === "history" ? null : (
        <span className="tl-context-inspector__part">{partLabel(part, text)}</span>
      )}
      <bdi className="tl-context-inspector__preview">
        {previewOf(message, text.contextMessageEmpty)}
      </bdi>
      <span className="tl-context-inspector__tokens">
        {text.contextMessageTokens(tokens, format.count(tokens))}
      </span>
    </>
  );
}
