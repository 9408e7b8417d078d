import { memo, useContext } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { BranchPicker } from "../BranchPicker/BranchPicker.js";
import { SubagentBranches } from "../SubagentBranch/SubagentBranches.js";
import type { ThreadComponents } from "./ThreadComponents.js";
import { ThreadContext } from "./ThreadContext.js";

/** Props of `ThreadPart`. @internal */
export interface ThreadPartViewProps {
  readonly node: ViewNode;
  readonly components: ThreadComponents;
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  /** The id of the selected part when it is this one or inside its branches. */
  readonly selectedId?: string | undefined;
  /** Whether a later part of the turn has arrived (see `ThreadPartProps.followed`). */
  readonly followed?: boolean | undefined;
  /** The permission request gating this tool call (see `pairPermissions`). */
  readonly permission?: ViewNode | undefined;
  /** Whether the part shows its own alternatives picker; the turn shows it instead. @default true */
  readonly withPicker?: boolean | undefined;
}

/**
 * The picker between the alternatives a view node starts, when the thread can switch
 * between them (`onSelectAlternative`); nothing otherwise.
 * @internal
 */
export function AlternativePicker({ node }: { readonly node: ViewNode | undefined }) {
  const { runsOf, onSelectAlternative } = useContext(ThreadContext);
  const place = node?.alternatives;
  const runs = place && onSelectAlternative ? runsOf(place.forkId) : undefined;
  if (!place || !runs || !onSelectAlternative) return null;
  return (
    <BranchPicker
      index={place.index}
      count={place.count}
      onSelect={(index) => {
        const runId = runs[index];
        if (runId) onSelectAlternative(place.forkId, runId);
      }}
    />
  );
}

/** True when `id` names this view node or one of the graph nodes it shows. */
export function showsNode(node: ViewNode, id: string | undefined): boolean {
  return id !== undefined && (node.id === id || node.nodeIds.includes(id));
}

/**
 * One view node of a thread through its renderer, with a tool call's subagent branches
 * inside it and the alternatives not followed at a fork after it.
 * @internal
 */
export const ThreadPart = memo(function ThreadPart({
  node,
  components,
  onRespond,
  selectedId,
  followed = false,
  permission,
  withPicker = true,
}: ThreadPartViewProps) {
  const Part = components[node.content.kind];
  const { onSelectAlternative } = useContext(ThreadContext);
  const toolCall = node.content.kind === "tool_call";
  // With a picker, alternatives not followed are reached by switching, not shown as branches.
  const shown =
    onSelectAlternative && !toolCall
      ? node.branches.filter((branch) => !branch[0]?.alternatives)
      : node.branches;
  const branches =
    shown.length > 0 ? (
      <SubagentBranches
        branches={shown}
        components={components}
        onRespond={onRespond}
        selectedId={selectedId}
        {...(toolCall && { call: node })}
        kind={node.content.kind === "tool_call" ? "subagents" : "alternatives"}
      />
    ) : null;
  return (
    <div
      className="tl-thread-part"
      data-kind={node.content.kind}
      data-node-id={node.id}
      data-selected={showsNode(node, selectedId) ? "true" : undefined}
    >
      {withPicker && <AlternativePicker node={node} />}
      <Part node={node} onRespond={onRespond} followed={followed} permission={permission}>
        {toolCall ? branches : null}
      </Part>
      {toolCall ? null : branches}
    </div>
  );
});
