import type { ReactNode, Ref } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ToolCallContent } from "../../core/projections/ViewNode.js";
import { isExecProgress, lastOutputLine } from "../ExecOutput/ExecOutput.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { decisionWord } from "../PermissionPrompt/PermissionPromptActions.js";
import { NAME_LIMIT, shortLabel } from "../shortLabel.js";
import type { ToolCallComponents } from "./ToolCall.js";
import { errorMessage, toolError } from "./ToolCallResult.js";
import { toolInputSummary } from "./toolInputSummary.js";

/** Props of `ToolCallLine`. @internal */
export interface ToolCallLineProps {
  readonly content: ToolCallContent;
  readonly durationMs: number | undefined;
  readonly open: boolean;
  readonly onToggle: () => void;
  /** The gating request's decision: `null` while it waits, `undefined` with no request. */
  readonly decision: RelayDecision | null | undefined;
  /** Whether someone here can answer a waiting request (the buttons show beside the line). */
  readonly answerable: boolean;
  /** The id of the body, for `aria-controls` while it is open. */
  readonly bodyId: string;
  /** The id the question gets while the line asks it. */
  readonly questionId: string;
  readonly lineRef: Ref<HTMLButtonElement>;
  readonly components: ToolCallComponents;
  readonly words: ThreadlineLabels;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

const MAX_DETAIL = 200;

function firstLine(text: string): string {
  const start = text.slice(0, MAX_DETAIL * 2).trimStart();
  const end = start.indexOf("\n");
  const line = (end === -1 ? start : start.slice(0, end)).trim();
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL - 1)}…` : line;
}

/** What a failed or denied call says in its line: the first line of its error or reason. */
function problemOf({ state, output }: ToolCallContent): string | undefined {
  if (state === "error") {
    const message = errorMessage(toolError(output));
    return message === undefined ? undefined : firstLine(message) || undefined;
  }
  if (state !== "denied" || typeof output !== "object" || output === null) return undefined;
  const { reason, message } = output as Record<string, unknown>;
  const text = typeof reason === "string" ? reason : typeof message === "string" ? message : "";
  return firstLine(text) || undefined;
}

/**
 * A label's text with the first `name` in it, and the first `summary` after that, wrapped in
 * `<bdi>`: a translation places them anywhere, and they keep their own direction. @internal
 */
export function isolated(text: string, name: string, summary: string, block: string): ReactNode {
  const at = text.indexOf(name);
  if (at === -1) return text;
  const rest = text.slice(at + name.length);
  const summaryAt = summary === "" ? -1 : rest.indexOf(summary);
  return (
    <>
      {text.slice(0, at)}
      <bdi className={`${block}__name`}>{name}</bdi>
      {summaryAt === -1 ? (
        rest
      ) : (
        <>
          {rest.slice(0, summaryAt)}
          <bdi className={`${block}__quoted`}>{summary}</bdi>
          {rest.slice(summaryAt + summary.length)}
        </>
      )}
    </>
  );
}

function ProgressLine({ content, components, labels }: ToolCallLineProps) {
  const { progress, state } = content;
  if (progress === undefined || (state !== "running" && state !== "pending")) return null;
  if (!isExecProgress(progress)) {
    return (
      <>
        {" "}
        <components.Progress progress={progress} variant="line" labels={labels} />
      </>
    );
  }
  const line = lastOutputLine(progress);
  return line === "" ? null : (
    <>
      {" "}
      <bdi className="tl-tool-progress" data-variant="line" data-source="terminal">
        {line}
      </bdi>
    </>
  );
}

/**
 * The one line a tool call shows by default, as the button that opens its body: state icon,
 * tool name, input summary, progress or problem, duration. While a request gates the call
 * and waits, the line is the question instead. @internal
 */
export function ToolCallLine(props: ToolCallLineProps) {
  const { content, durationMs, open, onToggle, decision, components, words, labels } = props;
  const format = useFormatters();
  const name = shortLabel(content.name, NAME_LIMIT);
  const summary = toolInputSummary(content.name, content.input);
  const problem = problemOf(content);
  const showsDecision =
    decision !== undefined &&
    decision !== null &&
    !(decision === "deny" && content.state === "denied");
  return (
    <button
      ref={props.lineRef}
      type="button"
      className="tl-tool-call__line"
      aria-expanded={open}
      aria-controls={open ? props.bodyId : undefined}
      onClick={onToggle}
    >
      <components.StateBadge state={content.state} labels={labels} />{" "}
      {decision === null ? (
        <span className="tl-tool-call__question" id={props.questionId}>
          {isolated(words.permissionQuestion(name, summary), name, summary, "tl-tool-call")}
        </span>
      ) : (
        <>
          <bdi className="tl-tool-call__name">{name}</bdi>
          {summary === "" ? null : (
            <>
              {" "}
              <bdi className="tl-tool-call__summary">{summary}</bdi>
            </>
          )}
        </>
      )}
      {/* The spaces between the parts keep the line's accessible name in words; flex drops them from layout. */}
      {showsDecision ? (
        <>
          {" "}
          <span className="tl-tool-call__decision" data-decision={decision}>
            {decisionWord(decision, words)}
          </span>
        </>
      ) : null}
      {decision === null && !props.answerable ? (
        <>
          {" "}
          <span className="tl-tool-call__decision" data-decision="waiting">
            {words.permissionAwaitingDecision}
          </span>
        </>
      ) : null}
      {problem === undefined ? null : (
        <>
          {" "}
          <bdi className="tl-tool-call__problem">{problem}</bdi>
        </>
      )}
      <ProgressLine {...props} />
      {durationMs !== undefined && Number.isFinite(durationMs) && durationMs >= 0 ? (
        <>
          {" "}
          <time className="tl-tool-call__duration" dateTime={`PT${durationMs / 1000}S`}>
            {format.duration(durationMs)}
          </time>
        </>
      ) : null}
    </button>
  );
}
