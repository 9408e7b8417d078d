import type { ViewNode } from "../core/projections/ViewNode.js";
import { formatCount } from "./formatCount.js";

/** Props of {@link SummaryOriginals}, and of any `components.Originals` replacement. */
export interface SummaryOriginalsProps {
  /** The view nodes the summary stands for, oldest first. */
  readonly nodes: readonly ViewNode[];
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

function previewOf(node: ViewNode): string {
  const content = node.content;
  switch (content.kind) {
    case "text":
    case "summary":
      return clip(content.text);
    case "reasoning":
      return `Reasoning: ${clip(content.text)}`;
    case "user":
      return clip(userText(content.content));
    case "tool_call":
      return `Tool call: ${clip(content.name)}`;
    case "relay":
      return `Permission request: ${clip(content.tool)}`;
    case "error":
      return `Error: ${clip(content.message)}`;
    case "pending":
      return "Waiting for a reply";
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
export function SummaryOriginals({ nodes }: SummaryOriginalsProps) {
  const shown = nodes.slice(0, MAX_SHOWN);
  return (
    <>
      <ol className="tl-summary-block__list">
        {shown.map((node) => (
          <li key={node.id} className="tl-summary-block__original" data-role={node.role}>
            <span className="tl-summary-block__role">
              {node.role === "user" ? "User" : (node.agentId ?? "Assistant")}
            </span>{" "}
            <span className="tl-summary-block__preview">{previewOf(node)}</span>
          </li>
        ))}
      </ol>
      {nodes.length > shown.length ? (
        <p className="tl-summary-block__more">
          and {formatCount(nodes.length - shown.length)} more
        </p>
      ) : null}
    </>
  );
}
