import type { NodeProps } from "@xyflow/react";
import { type CSSProperties, Fragment, useContext } from "react";
import { useFormatters } from "../../../components/labels/useFormatters.js";
import { useLabels } from "../../../components/labels/useLabels.js";
import { subagentStateWord } from "../../../components/SubagentBranch/subagentStateWord.js";
import { ToolStateBadge } from "../../../components/ToolCall/ToolStateBadge.js";
import type { DagRunFlowNode } from "../DagFlowElements.js";
import type { DagGroupContentProps } from "../DagViewComponents.js";
import { DagViewContext } from "../DagViewContext.js";
import { dagRunName, isUserRun } from "./dagNodeName.js";
import type { DagRunStep, DagRunSummary } from "./runSummary.js";

/** Tool calls a card lists before it says how many more there are. */
const LISTED_CALLS = 8;

/** The steps a card lists: up to the last listed call, and what follows it if none is left out. */
function listed(outline: DagRunSummary["outline"]) {
  const steps: DagRunStep[] = [];
  let calls = 0;
  for (const step of outline) {
    if (step.kind === "tool_call" && calls === LISTED_CALLS) break;
    if (step.kind === "tool_call") calls++;
    steps.push(step);
  }
  const total = outline.filter((step) => step.kind === "tool_call").length;
  return { steps, more: total - calls };
}

/**
 * A run's own steps as the thread shows them: a tool call as the thread's tool line begins
 * (the state's icon, the tool, its state's word), a text, reasoning or error by its first words.
 */
function RunOutline({ steps, more }: ReturnType<typeof listed>) {
  const labels = useLabels();
  const format = useFormatters();
  if (steps.length === 0) return null;
  return (
    <ul className="tl-dag-group__outline">
      {steps.map((step) =>
        step.kind === "tool_call" ? (
          <li key={step.id} className="tl-dag-group__call" data-status={step.state}>
            <ToolStateBadge state={step.state} />{" "}
            <bdi className="tl-dag-group__tool">{step.tool}</bdi>
          </li>
        ) : (
          <li key={step.id} className="tl-dag-group__said" data-kind={step.kind}>
            <bdi>{step.text}</bdi>
          </li>
        ),
      )}
      {more > 0 ? (
        <li className="tl-dag-group__more">{labels.dagRunMoreCalls(more, format.count(more))}</li>
      ) : null}
    </ul>
  );
}

/**
 * The default label of a run's box: its state's icon (the thread's), its agent (or the word for
 * a user message's run), its state and counts. Zoomed out, where the run's nodes are too small
 * to read, it becomes the run's card, drawn at a readable size in the part of the box that
 * nested runs leave free, with what the run was about and its steps: the tools it called, and
 * where the card has room for every line, what it said and thought between them.
 * @example
 * const Marked = (props: DagGroupContentProps) => <em><DagGroupLabel {...props} /></em>;
 */
export function DagGroupLabel({ group, summary }: DagGroupContentProps) {
  const labels = useLabels();
  const format = useFormatters();
  const { card, state, steps, tools, task } = summary;
  const userRun = isUserRun(group);
  const outline = listed(summary.outline);
  const place = {
    "--tl-dag-outline-lines": outline.steps.length + (outline.more > 0 ? 1 : 0),
    "--tl-dag-card-x": `${card.x}px`,
    "--tl-dag-card-y": `${card.y}px`,
    "--tl-dag-card-width": `${card.width}px`,
    "--tl-dag-card-height": `${card.height}px`,
  } as CSSProperties;
  const separator = labels.dagRunSeparator;
  // A narrow card wraps between the state and counts, each count whole and the separator's
  // mark kept on the line it follows ("Running ·" / "2 steps ·" / "2 tools"), never alone.
  const mark = separator.trimEnd();
  const glued = mark.replace(/^\s+/, "\u00a0");
  const space = separator.slice(mark.length);
  const counts = [
    labels.subagentSteps(steps, format.count(steps)),
    labels.subagentTools(tools, format.count(tools)),
  ].map((count) => count.replace(/\s+/g, "\u00a0"));
  return (
    <div className="tl-dag-group__card" style={place} data-run={userRun ? "user" : "agent"}>
      <span className="tl-dag-group__title">
        {userRun ? null : <ToolStateBadge state={state} className="tl-dag-group__icon" />}
        <bdi className="tl-dag-group__label">{dagRunName(group, labels)}</bdi>
        {userRun && task !== undefined ? (
          <span className="tl-dag-group__asked">
            <span className="tl-dag-group__separator">{separator}</span>
            <bdi className="tl-dag-group__message">{task}</bdi>
          </span>
        ) : null}
      </span>
      {userRun ? null : (
        <>
          <span className="tl-dag-group__meta">
            <span className="tl-dag-group__separator">{separator}</span>
            <span className="tl-dag-group__state" data-status={state}>
              {subagentStateWord(state, labels)}
            </span>
            <span className="tl-dag-group__counts">
              {glued}
              {counts.map((count, index) => (
                <Fragment key={count}>
                  {space}
                  {index < counts.length - 1 ? `${count}${glued}` : count}
                </Fragment>
              ))}
            </span>
          </span>
          {task === undefined ? null : <bdi className="tl-dag-group__task">{task}</bdi>}
          <RunOutline {...outline} />
        </>
      )}
    </div>
  );
}

/**
 * A run's box, drawn behind the nodes of the run and of its subagents.
 * @example
 * const nodeTypes = { text: DagNodeCard, run: DagGroupBox };
 */
export function DagGroupBox({ data }: NodeProps<DagRunFlowNode>) {
  const { components } = useContext(DagViewContext);
  const Label = components.run ?? DagGroupLabel;
  return <Label group={data.group} summary={data.summary} />;
}
