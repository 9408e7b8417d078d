/**
 * The baseline the `ui` section compares `Thread` with: every view node of the projection as
 * plain elements, branches nested, no virtualisation and no memoisation, so each new graph
 * renders the whole tree again. Text is shown as it is (no markdown), so it is a floor for
 * the cost of one node and the ratio measures what windowing and memoisation save.
 */
import type { ViewContent, ViewNode } from "threadline";

function Content({ content }: { content: ViewContent }) {
  switch (content.kind) {
    case "text":
    case "reasoning":
      return <div className="naive-text">{content.text}</div>;
    case "tool_call":
      return (
        <div className="naive-tool">
          <span>{content.name}</span> <span>{content.state}</span>
          <pre>{JSON.stringify(content.input)}</pre>
          {content.output !== undefined && <pre>{JSON.stringify(content.output)}</pre>}
        </div>
      );
    case "user":
      return (
        <div className="naive-text">
          {typeof content.content === "string"
            ? content.content
            : `[${content.content.length} parts]`}
        </div>
      );
    case "error":
      return <div className="naive-error">{content.message}</div>;
    case "pending":
      return <div>…</div>;
    case "relay":
      return <div>Allow {content.tool}?</div>;
    case "summary":
      return <div className="naive-text">{content.text}</div>;
    default:
      return content satisfies never;
  }
}

function NaiveNode({ node }: { node: ViewNode }) {
  return (
    <div
      className="naive-node"
      data-kind={node.content.kind}
      data-role={node.role}
      data-status={node.status}
    >
      <div className="naive-node__author">{node.role === "user" ? "You" : node.agentId}</div>
      <Content content={node.content} />
      {node.branches.map((branch) => (
        <div key={branch[0]?.id} className="naive-branch">
          {branch.map((child) => (
            <NaiveNode key={child.id} node={child} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Every view node in a scrolling column. */
export function NaiveThread({ nodes }: { nodes: readonly ViewNode[] }) {
  return (
    <div className="naive-thread">
      {nodes.map((node) => (
        <NaiveNode key={node.id} node={node} />
      ))}
    </div>
  );
}
