import { useState } from "react";
import type { RelayDecision } from "../core/GraphEvent.js";
import type { ViewNode } from "../core/projections/ViewNode.js";
import { containsNode } from "./containsNode.js";
import { SubagentBranch } from "./SubagentBranch.js";
import { shortLabel } from "./shortLabel.js";
import type { ThreadComponents } from "./ThreadComponents.js";

/** Props of `SubagentBranches`. @internal */
export interface SubagentBranchesProps {
  readonly branches: readonly (readonly ViewNode[])[];
  readonly components: ThreadComponents;
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  readonly selectedId?: string | undefined;
  /** Subagents of a tool call, or the alternatives not followed at a fork. */
  readonly kind: "subagents" | "alternatives";
}

/**
 * The branches of one view node: a single branch as it is, parallel subagents as tabs,
 * alternatives not followed as collapsed branches.
 * @internal
 */
export function SubagentBranches({
  branches,
  components,
  onRespond,
  selectedId,
  kind,
}: SubagentBranchesProps) {
  const [chosen, setChosen] = useState(0);
  const selectedIndex = branches.findIndex((nodes) => containsNode(nodes, selectedId));
  const active = selectedIndex >= 0 ? selectedIndex : Math.min(chosen, branches.length - 1);
  const labelOf = (nodes: readonly ViewNode[]) => {
    const alternative = nodes[0]?.alternatives;
    const agent = shortLabel(nodes[0]?.agentId ?? "assistant");
    return alternative
      ? `Alternative ${alternative.index + 1} of ${alternative.count}: ${agent}`
      : undefined;
  };
  const render = (nodes: readonly ViewNode[]) => (
    <SubagentBranch
      label={labelOf(nodes)}
      key={nodes[0]?.id}
      nodes={nodes}
      components={components}
      onRespond={onRespond}
      selectedId={selectedId}
    />
  );
  if (kind === "alternatives" || branches.length === 1) {
    return (
      <div className="tl-branches" data-kind={kind}>
        {branches.map(render)}
      </div>
    );
  }
  const current = branches[active] ?? [];
  return (
    <div className="tl-branches" data-kind="parallel">
      <div role="tablist" className="tl-branches__tabs" aria-label="Parallel subagents">
        {branches.map((nodes, index) => (
          <button
            key={nodes[0]?.id}
            type="button"
            role="tab"
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className="tl-branches__tab"
            data-status={
              nodes.some((node) => node.status === "error")
                ? "error"
                : nodes[nodes.length - 1]?.status
            }
            onClick={() => setChosen(index)}
            onKeyDown={(event) => {
              const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
              if (step === 0) return;
              const next = (index + step + branches.length) % branches.length;
              setChosen(next);
              const tabs =
                event.currentTarget.parentElement?.querySelectorAll<HTMLElement>("[role=tab]");
              tabs?.[next]?.focus();
            }}
          >
            {shortLabel(nodes[0]?.agentId ?? `Subagent ${index + 1}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        className="tl-branches__panel"
        aria-label={shortLabel(current[0]?.agentId ?? "Subagent")}
      >
        {render(current)}
      </div>
    </div>
  );
}
