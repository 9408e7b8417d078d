import { type ComponentType, type ReactNode, useMemo, useState } from "react";
import type { ToolCallState, ViewNode } from "../core/projections/ViewNode.js";
import { ExecOutput, type ExecOutputProps } from "./ExecOutput.js";
import { formatDuration, isoDuration } from "./formatDuration.js";
import { JsonView, type JsonViewProps } from "./JsonView.js";
import { ToolCallBody } from "./ToolCallBody.js";
import { ToolRendererBoundary } from "./ToolRendererBoundary.js";
import { ToolStateBadge, type ToolStateBadgeProps } from "./ToolStateBadge.js";
import { TruncatedText, type TruncatedTextProps } from "./TruncatedText.js";

/** What a per-tool renderer receives. */
export interface ToolRendererProps {
  /** The tool call's view node. */
  readonly node: ViewNode;
  readonly input: unknown;
  /** The result; `undefined` until it arrives. */
  readonly output: unknown;
  readonly state: ToolCallState;
  /** Progress folded by the tool's accumulator, or the raw list; `undefined` when none came. */
  readonly progress: unknown;
}

/** The parts a tool call renders with; override any of them through `components`. */
export interface ToolCallComponents {
  readonly StateBadge: ComponentType<ToolStateBadgeProps>;
  readonly JsonView: ComponentType<JsonViewProps>;
  readonly ExecOutput: ComponentType<ExecOutputProps>;
  readonly TruncatedText: ComponentType<TruncatedTextProps>;
}

/** Props of {@link ToolCall}. */
export interface ToolCallProps {
  /** A view node whose `content.kind` is `"tool_call"`; any other kind renders nothing. */
  readonly node: ViewNode;
  /** Renderers by tool name, each in an error boundary that falls back to the default view. */
  readonly toolRenderers?: Readonly<Record<string, ComponentType<ToolRendererProps>>> | undefined;
  /** How long the call took or has been running, measured by the caller. */
  readonly durationMs?: number | undefined;
  /** Whether the details start expanded. @default true */
  readonly defaultOpen?: boolean | undefined;
  /** Extra class names for the root element, after `tl-tool-call`. */
  readonly className?: string | undefined;
  /** Parts to use instead of the defaults. */
  readonly components?: Partial<ToolCallComponents> | undefined;
  /** Shown inside the card after the details, such as the call's subagent branches. */
  readonly children?: ReactNode;
}

const defaultComponents: ToolCallComponents = {
  StateBadge: ToolStateBadge,
  JsonView,
  ExecOutput,
  TruncatedText,
};

const MAX_NAME = 200;

function shortName(name: string): string {
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name;
}

function rendererFor(
  renderers: ToolCallProps["toolRenderers"],
  name: string,
): ComponentType<ToolRendererProps> | undefined {
  return renderers && Object.hasOwn(renderers, name) ? renderers[name] : undefined;
}

/**
 * One tool call: its name, a badge for its state, its duration, then its input, progress
 * (a terminal for `exec`) and result, with huge values cut to what fits on screen. A
 * renderer from `toolRenderers` replaces the details for its tool; if it throws, the
 * default view comes back with a note naming the error.
 * @example
 * ```tsx
 * <ToolCall node={node} durationMs={elapsed} toolRenderers={{ search: SearchResults }}>
 *   {node.branches.length > 0 && <p>{node.branches.length} subagents</p>}
 * </ToolCall>
 * ```
 */
export function ToolCall({
  node,
  toolRenderers,
  durationMs,
  defaultOpen = true,
  className,
  components,
  children,
}: ToolCallProps) {
  const [open, setOpen] = useState(defaultOpen);
  const parts = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  if (node.content.kind !== "tool_call") return null;
  const { name, input, output, state, progress } = node.content;
  const Renderer = rendererFor(toolRenderers, name);
  const body = <ToolCallBody content={node.content} components={parts} />;
  return (
    <div className={className ? `tl-tool-call ${className}` : "tl-tool-call"} data-state={state}>
      <details
        className="tl-tool-call__details"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="tl-tool-call__header">
          <bdi className="tl-tool-call__name">{shortName(name)}</bdi>
          <parts.StateBadge state={state} />
          {durationMs !== undefined && Number.isFinite(durationMs) ? (
            <time className="tl-tool-call__duration" dateTime={isoDuration(durationMs)}>
              {formatDuration(durationMs)}
            </time>
          ) : null}
        </summary>
        <div className="tl-tool-call__body">
          {Renderer ? (
            <ToolRendererBoundary
              resetKey={node}
              loading={body}
              fallback={(message) => (
                <>
                  <p className="tl-tool-call__renderer-error">
                    The custom view failed ({message}). Showing the raw view.
                  </p>
                  {body}
                </>
              )}
            >
              <Renderer
                node={node}
                input={input}
                output={output}
                state={state}
                progress={progress}
              />
            </ToolRendererBoundary>
          ) : (
            body
          )}
        </div>
      </details>
      {children === undefined || children === null || children === false ? null : (
        <div className="tl-tool-call__children">{children}</div>
      )}
    </div>
  );
}
