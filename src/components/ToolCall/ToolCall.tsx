import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ToolCallState, ViewNode } from "../../core/projections/ViewNode.js";
import { ExecOutput, type ExecOutputProps } from "../ExecOutput/ExecOutput.js";
import { JsonView, type JsonViewProps } from "../JsonView/JsonView.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
import {
  decisionForKey,
  PermissionPromptActions,
} from "../PermissionPrompt/PermissionPromptActions.js";
import { shortLabel } from "../shortLabel.js";
import { TruncatedText, type TruncatedTextProps } from "../TruncatedText/TruncatedText.js";
import { ToolCallBody } from "./ToolCallBody.js";
import { ToolCallLine } from "./ToolCallLine.js";
import { ToolProgress, type ToolProgressProps } from "./ToolProgress.js";
import { ToolRendererBoundary } from "./ToolRendererBoundary.js";
import { ToolStateBadge, type ToolStateBadgeProps } from "./ToolStateBadge.js";

/** What a per-tool renderer receives. */
export interface ToolRenderProps {
  /** The tool call's view node. */
  readonly node: ViewNode;
  /** The input the model gave the tool (it may still be streaming). */
  readonly input: unknown;
  /** The result; `undefined` until it arrives. */
  readonly output: unknown;
  /** Where the call stands. */
  readonly state: ToolCallState;
  /** Progress folded by the tool's accumulator, or the raw list; `undefined` when none came. */
  readonly progress: unknown;
  /** How long the call took or has been running, measured by the caller. */
  readonly durationMs?: number | undefined;
  /** The permission request (a relay view node) that gates the call, if any. */
  readonly permission?: ViewNode | undefined;
  /** Answers the gating request; given only while it waits for a decision. */
  readonly respond?: ((decision: RelayDecision) => void) | undefined;
}

/** The parts a tool call renders with; override any of them through `components`. */
export interface ToolCallComponents {
  /** The state icon (and word) at the start of the line. */
  readonly StateBadge: ComponentType<ToolStateBadgeProps>;
  readonly JsonView: ComponentType<JsonViewProps>;
  readonly ExecOutput: ComponentType<ExecOutputProps>;
  readonly TruncatedText: ComponentType<TruncatedTextProps>;
  /** The progress of any tool but `exec`: a status in the line, a log in the body. */
  readonly Progress: ComponentType<ToolProgressProps>;
}

/** Props of {@link ToolCall}. */
export interface ToolCallProps {
  /** A view node whose `content.kind` is `"tool_call"`; any other kind renders nothing. */
  readonly node: ViewNode;
  /** The permission request (a relay view node) gating the call: the line asks it. */
  readonly permission?: ViewNode | undefined;
  /** Answers the permission request; without it a waiting request is shown read-only. */
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => void) | undefined;
  /** A view of this tool that replaces the expanded body, in an error boundary. */
  readonly render?: ComponentType<ToolRenderProps> | undefined;
  /** How long the call took or has been running, measured by the caller. */
  readonly durationMs?: number | undefined;
  /** Whether the body starts open. @default true with `render`, else false */
  readonly defaultOpen?: boolean | undefined;
  /** Labels over the provider's (or the defaults). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** Extra class names for the root element, after `tl-tool-call`. */
  readonly className?: string | undefined;
  /** Parts to use instead of the defaults. */
  readonly components?: Partial<ToolCallComponents> | undefined;
  /** Shown inside the call below its line, open or not, such as its subagent branches. */
  readonly children?: ReactNode;
}

/** Whether the focus is nowhere the user works: on the page itself or on a thread's log. */
function idleFocus(element: Element | null): boolean {
  return (
    element === null ||
    element === document.body ||
    element === document.documentElement ||
    element.getAttribute("role") === "log"
  );
}

const defaultComponents: ToolCallComponents = {
  StateBadge: ToolStateBadge,
  JsonView,
  ExecOutput,
  TruncatedText,
  Progress: ToolProgress,
};

function hasChildren(children: ReactNode): boolean {
  return children !== undefined && children !== null && children !== false;
}

/**
 * One tool call as one quiet line: an icon for its state, the tool's name, its input in one
 * line, live progress while it runs, what went wrong when it failed, and its duration. The
 * line opens the body: input, progress (a terminal for `exec`) and result, or what `render`
 * shows instead (if it throws, the default body comes back with a note). While `permission`
 * waits, the line asks it with Allow once, Always allow and Deny (keys `a`, Shift+A, `d`);
 * once answered, the line shows the decision.
 * @example
 * ```tsx
 * <ToolCall node={node} permission={relay} onRespond={respond} durationMs={elapsed}>
 *   {node.branches.length > 0 && <SubagentBranches branches={node.branches} />}
 * </ToolCall>
 * ```
 */
export function ToolCall({
  node,
  permission,
  onRespond,
  render: Render,
  durationMs,
  defaultOpen,
  labels,
  className,
  components,
  children,
}: ToolCallProps) {
  const words = useLabels(labels);
  const [open, setOpen] = useState(defaultOpen ?? Render !== undefined);
  const parts = useMemo(
    () => (components ? { ...defaultComponents, ...components } : defaultComponents),
    [components],
  );
  const root = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLButtonElement>(null);
  const id = useId();
  const relay = permission?.content.kind === "relay" ? permission.content : undefined;
  const waiting = relay !== undefined && relay.decision === undefined;
  const asking = waiting && onRespond !== undefined;
  // The question takes the focus only from nowhere in particular (the page or the log), never
  // from where the user works, and without scrolling: a virtualised thread mounts a waiting
  // call again each time it is scrolled back into view.
  useEffect(() => {
    if (asking && idleFocus(document.activeElement)) root.current?.focus({ preventScroll: true });
  }, [asking]);
  if (node.content.kind !== "tool_call") return null;
  const content = node.content;

  const respond =
    asking && permission
      ? (decision: RelayDecision) => {
          // The buttons go once the decision lands; keep focus in the call, not on the page.
          if (root.current?.contains(document.activeElement)) line.current?.focus();
          onRespond?.(permission.id, decision);
        }
      : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed inside a nested call (a subagent's) are that call's.
    if ((event.target as Element).closest(".tl-tool-call") !== event.currentTarget) return;
    const decision = decisionForKey(event);
    if (decision === undefined || !respond) return;
    event.preventDefault();
    respond(decision);
  };
  const body = <ToolCallBody content={content} components={parts} words={words} labels={labels} />;
  return (
    <div
      ref={root}
      className={className ? `tl-tool-call ${className}` : "tl-tool-call"}
      data-status={content.state}
      data-state={open ? "open" : "closed"}
      data-permission={relay ? (relay.decision ?? "waiting") : undefined}
      {...(asking && {
        role: "group",
        "aria-label": words.permissionRequest(shortLabel(content.name)),
        "aria-describedby": `${id}question`,
        tabIndex: -1,
        onKeyDown,
      })}
    >
      <ToolCallLine
        content={content}
        durationMs={durationMs}
        open={open}
        onToggle={() => setOpen(!open)}
        decision={relay ? (relay.decision ?? null) : undefined}
        answerable={asking}
        bodyId={`${id}body`}
        questionId={`${id}question`}
        lineRef={line}
        components={parts}
        words={words}
        labels={labels}
      />
      {respond ? <PermissionPromptActions labels={words} onDecide={respond} /> : null}
      {open ? (
        <div className="tl-tool-call__body" id={`${id}body`}>
          {Render ? (
            <ToolRendererBoundary
              resetKey={node}
              loading={body}
              fallback={(message) => (
                <>
                  <p className="tl-tool-call__renderer-error">
                    {words.toolRendererFailed(message ?? words.toolUnprintableError)}
                  </p>
                  {body}
                </>
              )}
            >
              <Render
                node={node}
                input={content.input}
                output={content.output}
                state={content.state}
                progress={content.progress}
                durationMs={durationMs}
                permission={permission}
                respond={respond}
              />
            </ToolRendererBoundary>
          ) : (
            body
          )}
        </div>
      ) : null}
      {hasChildren(children) ? <div className="tl-tool-call__children">{children}</div> : null}
    </div>
  );
}
