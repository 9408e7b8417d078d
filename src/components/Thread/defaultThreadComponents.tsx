import { useContext } from "react";
import { ErrorNotice } from "../ErrorNotice/ErrorNotice.js";
import { useLabels } from "../labels/useLabels.js";
import { Markdown } from "../Markdown/Markdown.js";
import { MessageActions } from "../MessageActions/MessageActions.js";
import { Pending } from "../Pending/Pending.js";
import { PermissionPrompt } from "../PermissionPrompt/PermissionPrompt.js";
import { Reasoning } from "../Reasoning/Reasoning.js";
import { SummaryBlock } from "../SummaryBlock/SummaryBlock.js";
import { ToolCall } from "../ToolCall/ToolCall.js";
import type { ThreadComponents, ThreadPartProps } from "./ThreadComponents.js";
import { ThreadContext } from "./ThreadContext.js";

function UserPart({ node }: ThreadPartProps) {
  const labels = useLabels();
  if (node.content.kind !== "user") return null;
  const { content } = node.content;
  if (typeof content === "string") return <Markdown className="tl-user-message" text={content} />;
  return (
    <div className="tl-user-message">
      {content.map((part, index) => (
        // Parts have no ids of their own and never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} dir="auto">
          {part.type === "text" && typeof part.text === "string"
            ? part.text
            : labels.userContentPart(part.type)}
        </p>
      ))}
    </div>
  );
}

function TextPart({ node, followed }: ThreadPartProps) {
  if (node.content.kind !== "text") return null;
  return <Markdown text={node.content.text} streaming={node.status === "streaming" && !followed} />;
}

function ReasoningPart({ node, followed }: ThreadPartProps) {
  const { durationOf } = useContext(ThreadContext);
  // Once the answer has started the thinking is over, though the run still streams.
  const over =
    followed && node.status === "streaming" ? { ...node, status: "complete" as const } : node;
  return <Reasoning node={over} durationMs={durationOf?.(over)} />;
}

function ToolCallPart({ node, children, permission, onRespond }: ThreadPartProps) {
  const { durationOf, toolRendererOf } = useContext(ThreadContext);
  const render =
    node.content.kind === "tool_call" ? toolRendererOf?.(node.content.name) : undefined;
  return (
    <ToolCall
      node={node}
      durationMs={durationOf?.(node)}
      permission={permission}
      onRespond={onRespond}
      render={render}
    >
      {children}
    </ToolCall>
  );
}

function RelayPart({ node, onRespond }: ThreadPartProps) {
  return onRespond ? (
    <PermissionPrompt node={node} onRespond={onRespond} />
  ) : (
    <PermissionPrompt node={node} />
  );
}

function ErrorPart({ node }: ThreadPartProps) {
  if (node.content.kind !== "error") return null;
  return <ErrorNotice message={node.content.message} code={node.content.code} />;
}

function PendingPart() {
  return <Pending />;
}

function SummaryPart({ node }: ThreadPartProps) {
  return <SummaryBlock node={node} />;
}

/** The renderers `Thread` uses unless told otherwise, one per kind of view node. */
export const defaultThreadComponents: ThreadComponents = {
  user: UserPart,
  text: TextPart,
  reasoning: ReasoningPart,
  tool_call: ToolCallPart,
  relay: RelayPart,
  error: ErrorPart,
  pending: PendingPart,
  summary: SummaryPart,
  TurnActions: MessageActions,
};
