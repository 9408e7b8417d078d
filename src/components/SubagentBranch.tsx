import { useId, useState } from "react";
import type { RelayDecision } from "../core/GraphEvent.js";
import { groupTurns } from "../core/projections/groupTurns.js";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { containsNode } from "./containsNode.js";
import { shortLabel } from "./shortLabel.js";
import type { ThreadComponents } from "./ThreadComponents.js";
import { ThreadTurn } from "./ThreadTurn.js";

/** Props of `SubagentBranch`. */
export interface SubagentBranchProps {
  /** The view nodes of one subagent run (one entry of a view node's `branches`). */
  readonly nodes: readonly ViewNode[];
  readonly components: ThreadComponents;
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  readonly selectedId?: string | undefined;
  /** Start expanded. @default false (expanded anyway while the selection is inside) */
  readonly defaultOpen?: boolean;
  /** Accessible name of the branch. @default "Subagent <agent>" */
  readonly label?: string | undefined;
  readonly className?: string;
}

function lastLine(nodes: readonly ViewNode[]): string {
  for (let index = nodes.length - 1; index >= 0; index--) {
    const content = nodes[index]?.content;
    if (content?.kind === "text" || content?.kind === "reasoning") {
      const lines = content.text.trim().split("\n");
      return shortLabel(lines[lines.length - 1] ?? "", 200);
    }
    if (content?.kind === "tool_call")
      return `${content.name} (${content.state.replace("_", " ")})`;
  }
  return "";
}

/**
 * A subagent run inside a tool call: a one-line preview (agent, status, last line, tool
 * count) that expands to the run's own nested thread. An error marks only this branch.
 * @example
 * {node.branches.map((nodes) => <SubagentBranch key={nodes[0]?.id} nodes={nodes} components={components} />)}
 */
export function SubagentBranch({
  nodes,
  components,
  onRespond,
  selectedId,
  defaultOpen = false,
  label,
  className,
}: SubagentBranchProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panel = useId();
  const first = nodes[0];
  const agent = shortLabel(first?.agentId ?? "subagent");
  const status = nodes.some((node) => node.status === "error")
    ? "error"
    : (nodes[nodes.length - 1]?.status ?? "streaming");
  const tools = nodes.filter((node) => node.content.kind === "tool_call").length;
  const expanded = open || containsNode(nodes, selectedId);
  return (
    <fieldset
      className={className ? `tl-branch ${className}` : "tl-branch"}
      data-status={status}
      data-state={expanded ? "open" : "closed"}
      aria-label={label ?? `Subagent ${agent}`}
    >
      <button
        type="button"
        className="tl-branch__toggle"
        aria-expanded={expanded}
        aria-controls={panel}
        onClick={() => setOpen(!expanded)}
      >
        <span className="tl-branch__agent">{agent}</span>
        <span className="tl-branch__status" data-status={status}>
          {status === "streaming" ? "working" : status === "error" ? "failed" : "done"}
        </span>
        <span className="tl-branch__preview">{lastLine(nodes)}</span>
        <span className="tl-branch__tools">{tools === 1 ? "1 tool" : `${tools} tools`}</span>
      </button>
      <div id={panel} className="tl-branch__body" hidden={!expanded}>
        {expanded &&
          groupTurns(nodes).map((turn) => (
            <ThreadTurn
              key={turn.id}
              turn={turn}
              components={components}
              onRespond={onRespond}
              selectedId={containsNode(turn.parts, selectedId) ? selectedId : undefined}
            />
          ))}
      </div>
    </fieldset>
  );
}
