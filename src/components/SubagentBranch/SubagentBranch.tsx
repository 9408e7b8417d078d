import { Check, ChevronDown, LoaderCircle, ShieldQuestionMark, X } from "lucide-react";
import { memo, useContext, useId, useState } from "react";
import type { RelayDecision, TokenUsage } from "../../core/graph/GraphEvent.js";
import { groupTurns } from "../../core/projections/groupTurns.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { shortLabel } from "../shortLabel.js";
import { containsNode } from "../Thread/containsNode.js";
import type { ThreadComponents } from "../Thread/ThreadComponents.js";
import { ThreadContext } from "../Thread/ThreadContext.js";
import { ThreadTurn } from "../Thread/ThreadTurn.js";
import { type SubagentState, subagentStateWord } from "./subagentStateWord.js";

/** Props of `SubagentBranch`. */
export interface SubagentBranchProps {
  /** The view nodes of one subagent run (one entry of a view node's `branches`). */
  readonly nodes: readonly ViewNode[];
  /** The renderers of the run's own turns, as the thread's. */
  readonly components: ThreadComponents;
  /** Answers a permission request inside the run. */
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  /** The selected view or graph node id; the card stays open while it is inside. */
  readonly selectedId?: string | undefined;
  /**
   * Open or closed at first; the user's toggle wins afterwards.
   * @default undefined (open while the run goes on, closed once it ends)
   */
  readonly defaultOpen?: boolean | undefined;
  /** Accessible name of the card. @default labels.subagentCard(agent) */
  readonly label?: string | undefined;
  /** What the subagent was asked to do, after its name. @default the run's first user message */
  readonly task?: string | undefined;
  /**
   * Tokens the run used, shown when more than 0: view nodes carry no usage (`usageByRun(graph)`
   * has it). @default undefined (not shown)
   */
  readonly tokens?: number | undefined;
  /** Labels over the ones of the nearest `LabelsProvider`. @default defaultLabels */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-branch`. */
  readonly className?: string;
}

/** Characters of a task shown in the card's one-line header. */
const TASK_LIMIT = 200;

function userText(node: ViewNode | undefined): string | undefined {
  if (node?.role !== "user" || node.content.kind !== "user") return undefined;
  const { content } = node.content;
  if (typeof content === "string") return content;
  return content
    .map((part) => ("text" in part && typeof part.text === "string" ? part.text : ""))
    .join(" ");
}

function oneLine(text: string | undefined): string | undefined {
  const line = text?.trim().split("\n", 1)[0]?.trim();
  return line ? shortLabel(line, TASK_LIMIT) : undefined;
}

function isWaiting(node: ViewNode): boolean {
  const { content } = node;
  return (
    (content.kind === "tool_call" && content.state === "awaiting_permission") ||
    (content.kind === "relay" && content.decision === undefined)
  );
}

function summarise(nodes: readonly ViewNode[]) {
  let failed = false;
  let waiting = false;
  let steps = 0;
  let tools = 0;
  for (const node of nodes) {
    if (node.status === "error") failed = true;
    if (node.role === "assistant" && node.content.kind !== "pending") steps++;
    if (node.content.kind === "tool_call") tools++;
    if (node.status === "streaming" && isWaiting(node)) waiting = true;
  }
  const status = failed ? "error" : (nodes[nodes.length - 1]?.status ?? "streaming");
  const cardStatus: SubagentState =
    status === "error"
      ? "error"
      : status === "complete"
        ? "complete"
        : waiting
          ? "awaiting_permission"
          : "running";
  return { status, cardStatus, steps, tools };
}

const STATUS_ICON = {
  running: LoaderCircle,
  awaiting_permission: ShieldQuestionMark,
  complete: Check,
  error: X,
} as const;

/**
 * The tokens of a subagent's run and of the runs nested in its tool calls, at any depth,
 * each run counted once.
 */
function tokensOf(
  nodes: readonly ViewNode[],
  usageOf: (runId: string) => TokenUsage | undefined,
  seen: Set<string> = new Set(),
): number {
  let total = 0;
  for (const node of nodes) {
    if (!seen.has(node.runId)) {
      seen.add(node.runId);
      const usage = usageOf(node.runId);
      if (usage) total += usage.inputTokens + usage.outputTokens;
    }
    if (node.content.kind === "tool_call")
      for (const branch of node.branches) total += tokensOf(branch, usageOf, seen);
  }
  return total;
}

/**
 * A subagent run as a compact card: its agent, its task, its status (icon and word), how many
 * steps and tools it took, and its tokens when known. It is open while the run goes on and
 * closed once it ends, unless the user toggled it or the selection is inside; a closed card
 * does not mount the run. Open, it shows the run's own turns. An error marks only this card.
 * @example
 * {node.branches.map((nodes) => <SubagentBranch key={nodes[0]?.id} nodes={nodes} components={components} />)}
 */
export const SubagentBranch = memo(function SubagentBranch({
  nodes,
  components,
  onRespond,
  selectedId,
  defaultOpen,
  label,
  task,
  tokens,
  labels: own,
  className,
}: SubagentBranchProps) {
  const labels = useLabels(own);
  const format = useFormatters();
  const [choice, setChoice] = useState<boolean | undefined>(defaultOpen);
  const body = useId();
  const first = nodes[0];
  const agent = first?.agentId === undefined ? labels.subagentUnnamed : shortLabel(first.agentId);
  const { status, cardStatus, steps, tools } = summarise(nodes);
  const expanded = containsNode(nodes, selectedId) || (choice ?? status === "streaming");
  const shownTask = oneLine(task) ?? oneLine(userText(first));
  const Icon = STATUS_ICON[cardStatus];
  const { usageOf } = useContext(ThreadContext);
  const shownTokens = tokens ?? (usageOf && tokensOf(nodes, usageOf));
  const counts = [
    labels.subagentSteps(steps, format.count(steps)),
    labels.subagentTools(tools, format.count(tools)),
    ...(shownTokens === undefined || shownTokens <= 0
      ? []
      : [labels.subagentTokens(shownTokens, format.compact(shownTokens))]),
  ];
  return (
    <fieldset
      className={className ? `tl-branch ${className}` : "tl-branch"}
      data-status={status}
      data-state={expanded ? "open" : "closed"}
      aria-label={label ?? labels.subagentCard(agent)}
    >
      <button
        type="button"
        className="tl-branch__toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? body : undefined}
        onClick={() => setChoice(!expanded)}
      >
        <Icon className="tl-branch__icon" data-status={cardStatus} size={14} aria-hidden="true" />
        <span className="tl-branch__title">
          <bdi className="tl-branch__agent">{agent}</bdi>
          {shownTask === undefined ? null : <bdi className="tl-branch__task">{shownTask}</bdi>}
        </span>
        <span className="tl-branch__meta">
          <span className="tl-branch__status" data-status={cardStatus}>
            {subagentStateWord(cardStatus, labels)}
          </span>
          {` · ${counts.join(" · ")}`}
        </span>
        <ChevronDown className="tl-branch__chevron" size={14} aria-hidden="true" />
      </button>
      {expanded ? (
        <div id={body} className="tl-branch__body">
          {groupTurns(nodes).map((turn) => (
            <ThreadTurn
              key={turn.id}
              turn={turn}
              components={components}
              onRespond={onRespond}
              selectedId={containsNode(turn.parts, selectedId) ? selectedId : undefined}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
});
