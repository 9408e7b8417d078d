import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { BranchLabels } from "../labels/branchLabels.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link SummaryOriginals}, and of any `components.Originals` replacement. */
export interface SummaryOriginalsProps {
  /** The view nodes the summary stands for, oldest first. */
  readonly nodes: readonly ViewNode[];
  /** Labels over the ones of the nearest `LabelsProvider` (the block's own). @default defaultLabels */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

const MAX_SHOWN = 100;
const MAX_PREVIEW = 280;

function clip(text: string): string {
  return text.length > MAX_PREVIEW ? `${text.slice(0, MAX_PREVIEW)}…` : text;
}

function userText(content: string | readonly { readonly type: string }[]): string {
  if (typeof content === "string") return content;
  return content
    .map((part) => ("text" in part && typeof part.text === "string" ? part.text : `[${part.type}]`))
    .join(" ");
}

function previewOf(node: ViewNode, labels: BranchLabels): string {
  const content = node.content;
  switch (content.kind) {
    case "text":
    case "summary":
      return clip(content.text);
    case "reasoning":
      return labels.summaryReasoning(clip(content.text));
    case "user":
      return clip(userText(content.content));
    case "tool_call":
      return labels.summaryToolCall(clip(content.name));
    case "relay":
      return labels.summaryPermission(clip(content.tool));
    case "error":
      return labels.summaryError(clip(content.message));
    case "pending":
      return labels.summaryPending;
    default:
      return content satisfies never;
  }
}

/**
 * The default view of a summary's originals: one line per view node, the first 100 shown.
 * @example
 * ```tsx
 * const OriginalsAsThread = ({ nodes }: SummaryOriginalsProps) => <Thread nodes={nodes} />;
 * <SummaryBlock node={node} components={{ Originals: OriginalsAsThread }} />
 * ```
 */
export function SummaryOriginals({ nodes, labels: own }: SummaryOriginalsProps) {
  const labels = useLabels(own);
  const format = useFormatters();
  const shown = nodes.slice(0, MAX_SHOWN);
  const more = nodes.length - shown.length;
  return (
    <>
      <ol className="tl-summary-block__list">
        {shown.map((node) => (
          <li key={node.id} className="tl-summary-block__original" data-role={node.role}>
            <bdi className="tl-summary-block__role">
              {node.role === "user"
                ? labels.summaryUser
                : (node.agentId ?? labels.summaryAssistant)}
            </bdi>{" "}
            <bdi className="tl-summary-block__preview">{previewOf(node, labels)}</bdi>
          </li>
        ))}
      </ol>
      {more > 0 ? (
        <p className="tl-summary-block__more">
          {labels.summaryMoreOriginals(more, format.count(more))}
        </p>
      ) : null}
    </>
  );
}
