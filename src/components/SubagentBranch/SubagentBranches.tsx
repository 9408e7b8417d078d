import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import { subagentTask } from "../../core/projections/subagentTask.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { shortLabel } from "../shortLabel.js";
import type { ThreadComponents } from "../Thread/ThreadComponents.js";
import { SubagentBranch } from "./SubagentBranch.js";

/** Props of `SubagentBranches`. @internal */
export interface SubagentBranchesProps {
  readonly branches: readonly (readonly ViewNode[])[];
  readonly components: ThreadComponents;
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  readonly selectedId?: string | undefined;
  /** Subagents of a tool call, or the alternatives not followed at a fork. */
  readonly kind: "subagents" | "alternatives";
  /** The tool call the subagents run for: each card takes its task from the call's input. */
  readonly call?: ViewNode | undefined;
  /** Labels over the ones of the nearest `LabelsProvider`. @default defaultLabels */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

/**
 * The branches of one view node as cards: the subagents of a tool call side by side (a grid
 * that stacks them when the width is short), the alternatives not followed at a fork one under
 * another, each named for its place.
 * @internal
 */
export function SubagentBranches({
  branches,
  components,
  onRespond,
  selectedId,
  kind,
  call,
  labels: own,
}: SubagentBranchesProps) {
  const labels = useLabels(own);
  const format = useFormatters();
  const input = call?.content.kind === "tool_call" ? call.content.input : undefined;
  const labelOf = (nodes: readonly ViewNode[]) => {
    const place = nodes[0]?.alternatives;
    if (kind !== "alternatives" || !place) return undefined;
    const agent = shortLabel(nodes[0]?.agentId ?? labels.summaryAssistant);
    const position = place.index + 1;
    return labels.subagentAlternative(
      agent,
      position,
      place.count,
      format.count(position),
      format.count(place.count),
    );
  };
  const cards = branches.map((nodes, index) => (
    <SubagentBranch
      key={nodes[0]?.id ?? index}
      label={labelOf(nodes)}
      task={kind === "subagents" ? subagentTask(input, index, branches.length) : undefined}
      nodes={nodes}
      components={components}
      onRespond={onRespond}
      selectedId={selectedId}
      labels={own}
    />
  ));
  if (kind === "alternatives" || branches.length < 2)
    return (
      <div className="tl-branches" data-kind={kind}>
        {cards}
      </div>
    );
  return (
    <fieldset
      className="tl-branches"
      data-kind="parallel"
      aria-label={labels.subagentsParallel(branches.length, format.count(branches.length))}
    >
      {cards}
    </fieldset>
  );
}
