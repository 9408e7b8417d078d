import type { ViewNode } from "threadline";

function Content({ node }: { node: ViewNode }) {
  const { content } = node;
  switch (content.kind) {
    case "user":
      return (
        <p className="demo-user">
          {typeof content.content === "string" ? content.content : "[attachment]"}
        </p>
      );
    case "text":
      return <p className="demo-text">{content.text}</p>;
    case "reasoning":
      return (
        <details className="demo-reasoning" open={node.status === "streaming"}>
          <summary>Reasoning</summary>
          {content.text}
        </details>
      );
    case "tool_call":
      return (
        <div className="demo-tool" data-state={content.state}>
          <code>{content.name}</code> <span className="demo-badge">{content.state}</span>
          <pre>{JSON.stringify(content.input)}</pre>
          {content.progress !== undefined && <pre>{JSON.stringify(content.progress, null, 1)}</pre>}
          {content.output !== undefined && <pre>{JSON.stringify(content.output, null, 1)}</pre>}
        </div>
      );
    case "relay":
      return (
        <p className="demo-relay">
          Permission for <code>{content.tool}</code>: {content.decision ?? "waiting"}
        </p>
      );
    case "error":
      return <p className="demo-error">{content.message}</p>;
    case "pending":
      return <p className="demo-pending">…</p>;
    case "summary":
      return <p className="demo-summary">{content.text}</p>;
    default:
      return content satisfies never;
  }
}

/** Renders view nodes plainly, with subagent branches nested; the components will replace it. */
export function ViewList({ nodes }: { readonly nodes: readonly ViewNode[] }) {
  return (
    <ol className="demo-list">
      {nodes.map((node) => (
        <li key={node.id} data-role={node.role} data-status={node.status}>
          <span className="demo-agent">{node.agentId ?? node.role}</span>
          <Content node={node} />
          {node.branches.map((branch) => (
            <div className="demo-branch" key={branch[0]?.id}>
              <ViewList nodes={branch} />
            </div>
          ))}
        </li>
      ))}
    </ol>
  );
}
