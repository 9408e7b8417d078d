import { ArrowDown } from "lucide-react";
import { type ComponentType, useCallback, useEffect, useMemo, useRef } from "react";
import type { RelayDecision, TokenUsage } from "../../core/graph/GraphEvent.js";
import { groupTurns } from "../../core/projections/groupTurns.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
import type { MessageFeedback } from "../MessageActions/MessageActions.js";
import { useTurnActions } from "../MessageActions/useTurnActions.js";
import type { ToolRenderProps } from "../ToolCall/ToolCall.js";
import { useStableObject } from "../useStableObject.js";
import { containsNode } from "./containsNode.js";
import { defaultThreadComponents } from "./defaultThreadComponents.js";
import { ThreadFindIndex } from "./scrolling/ThreadFindIndex.js";
import { useStickToBottom } from "./scrolling/useStickToBottom.js";
import { useTurnKeys } from "./scrolling/useTurnKeys.js";
import { useTurnVirtualizer } from "./scrolling/useTurnVirtualizer.js";
import type { ThreadComponents } from "./ThreadComponents.js";
import { ThreadContext, useThreadContextValue } from "./ThreadContext.js";
import type { ThreadTools } from "./ThreadTools.js";
import { ThreadTurn } from "./ThreadTurn.js";
import { agentNames } from "./threadAgents.js";
import { useCompletionAnnouncer } from "./useCompletionAnnouncer.js";

/** The id of the innermost thread part around `target`. */
function partIdOf(target: EventTarget): string | undefined {
  return target instanceof Element
    ? target.closest<HTMLElement>("[data-node-id]")?.dataset.nodeId
    : undefined;
}

/** Where an edited message or a regenerated answer goes: the graph node it answers. */
export interface ReplyContext {
  readonly parentId?: string;
}

/** Props of `Thread`. */
export interface ThreadProps {
  /** The thread's view nodes: `projectThread(graph)` or `useThread()`. */
  readonly nodes: readonly ViewNode[];
  /** Answers a permission request shown in the thread. */
  readonly onRespond?: (relayId: string, decision: RelayDecision) => void;
  /** A view or graph node id to scroll to and highlight (shared with `DagView`). */
  readonly selectedId?: string;
  /** Called with the view node id the user clicked or moved to. */
  readonly onSelect?: (id: string) => void;
  /**
   * Called with the id of the view node under the pointer or holding the focus, and with
   * `undefined` when there is none: give it to `DagView`'s `hoveredId`.
   */
  readonly onHover?: (id: string | undefined) => void;
  /**
   * Switches a fork to another alternative (feed it to `projectThread`'s `active`); with it,
   * each alternative shows a picker (‹ 1/3 ›) instead of listing the others as branches.
   */
  readonly onSelectAlternative?: (forkId: string, runId: string) => void;
  /**
   * How long a finished view took in milliseconds (reasoning, tool calls), or `undefined`;
   * `store.durationOf` of a `ConversationStore` stamps events as they arrive. Without it no
   * durations show: the view nodes carry no clock.
   */
  readonly durationOf?: (view: ViewNode) => number | undefined;
  /**
   * A run's own token usage, or `undefined`: subagent cards show their run's tokens with it
   * (their nested runs' added). `Chat` reads it from its store; `ownUsageOf(graph, runId)`
   * gives it from a graph.
   */
  readonly usageOf?: (runId: string) => TokenUsage | undefined;
  /** Renderers by view node kind, merged over the defaults. */
  readonly components?: Partial<ThreadComponents>;
  /**
   * Renderers by tool name, for tool calls at any depth, subagents included; each renderer
   * runs in its own error boundary. Only own properties count. `Thread` leaves the
   * accumulators to the projection that made `nodes` (`Chat` passes them on itself).
   */
  readonly tools?: ThreadTools | undefined;
  /** The renderer of a tool that `tools` does not name; the built-in view without it. */
  readonly toolFallback?: ComponentType<ToolRenderProps> | undefined;
  /**
   * Sends an edited user message; with it user messages have Edit. `nodeId` is the graph node
   * of the message edited. `Thread` has no graph, so `context` is `{}`: send the edit with the
   * old message's parent, so that it becomes an alternative of it (`Chat` fills `parentId`).
   */
  readonly onEdit?: ((nodeId: string, text: string, context: ReplyContext) => void) | undefined;
  /**
   * Asks for another answer; with it assistant turns have Regenerate. `nodeId` is the turn's
   * first graph node; `context` is `{}` here (`Chat` fills `parentId`).
   */
  readonly onRegenerate?: ((nodeId: string, context: ReplyContext) => void) | undefined;
  /** Records feedback on an assistant turn; with it assistant turns have thumbs up and down. */
  readonly onFeedback?: ((nodeId: string, value: MessageFeedback) => void) | undefined;
  /** Labels over the nearest `LabelsProvider`'s, for the thread and everything in it. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** A BCP 47 locale for numbers, durations and dates. @default the provider's, or "en-US" */
  readonly locale?: string | undefined;
  /** Estimated height of a turn before it is measured, in pixels. @default 80 */
  readonly estimateTurnHeight?: number;
  readonly className?: string;
}

/**
 * The whole conversation from its view nodes: virtualised turns (assistant prose unboxed,
 * user messages as bubbles), subagent branches nested in their tool calls, permission
 * requests inside the tool calls they gate, message actions, and a view that follows new
 * content until the user scrolls up ("Jump to latest" brings it back; a new user message
 * pins it again). The log is focusable: Home, End, Page Up and Page Down scroll it. In a
 * page with no bounded height, the log is as tall as its content up to the viewport's
 * height (`--tl-thread-max-height`), and scrolls inside that.
 * @example
 * const nodes = useThread();
 * const { respond } = useRelays({ onRespond: sendDecision });
 * return <Thread nodes={nodes} onRespond={respond} tools={{ search: { render: SearchResults } }} />;
 */
export function Thread({ labels, locale, ...props }: ThreadProps) {
  const stableLabels = useStableObject(labels);
  return (
    <LabelsProvider labels={stableLabels} locale={locale}>
      <ThreadLog {...props} />
    </LabelsProvider>
  );
}

function ThreadLog({
  nodes,
  onRespond,
  selectedId,
  onSelect,
  onHover,
  onSelectAlternative,
  durationOf,
  usageOf,
  components,
  tools,
  toolFallback,
  onEdit,
  onRegenerate,
  onFeedback,
  estimateTurnHeight = 80,
  className,
}: Omit<ThreadProps, "labels" | "locale">) {
  const labels = useLabels();
  const turns = useMemo(() => groupTurns(nodes), [nodes]);
  const showsAgent = useMemo(() => agentNames(turns), [turns]);
  const renderers = useMemo(() => ({ ...defaultThreadComponents, ...components }), [components]);
  const stableTools = useStableObject(tools);
  const { handlers, feedback } = useTurnActions({ onEdit, onRegenerate, onFeedback });
  const scroller = useRef<HTMLDivElement>(null);
  const followRef = useRef<() => void>(() => {});
  const correctedRef = useRef<(by: number) => void>(() => {});
  const { virtualizer, items, before, after } = useTurnVirtualizer({
    turns,
    scroller,
    estimateTurnHeight,
    onResize: () => followRef.current(),
    onCorrection: (by) => correctedRef.current(by),
  });
  const scrollToEnd = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);
  const lastUser = turns.findLast((turn) => turn.role === "user")?.id;
  const { pinned, jumpToLatest, followIfPinned, corrected } = useStickToBottom(
    scroller,
    scrollToEnd,
    {
      // The spacers too: a window drawn a frame late changes the height the view scrolls in.
      contentKey: `${virtualizer.getTotalSize()}:${before}:${after}`,
      pinKey: lastUser,
    },
  );
  followRef.current = followIfPinned;
  correctedRef.current = corrected;
  const announcement = useCompletionAnnouncer(turns, labels);
  const context = useThreadContextValue(nodes, {
    onSelectAlternative,
    durationOf,
    usageOf,
    tools: stableTools,
    toolFallback,
    actions: handlers,
  });
  const selectedTurn = useMemo(
    () =>
      selectedId === undefined
        ? -1
        : turns.findIndex((turn) => containsNode(turn.parts, selectedId)),
    [turns, selectedId],
  );

  // Bring the selected turn into the window, then the selected part itself to the middle of
  // the view once it is drawn: a long turn centred may still hide the part.
  useEffect(() => {
    if (selectedTurn < 0) return;
    virtualizer.scrollToIndex(selectedTurn, { align: "start" });
    const frame = requestAnimationFrame(() => {
      const part = scroller.current?.querySelector<HTMLElement>('[data-selected="true"]');
      part?.scrollIntoView({ block: "center" });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedTurn, virtualizer]);

  const hovered = useRef<string | undefined>(undefined);
  const hover = (id: string | undefined) => {
    if (!onHover || id === hovered.current) return;
    hovered.current = id;
    onHover(id);
  };

  const onKeyDown = useTurnKeys({ virtualizer, scroller, turns, jumpToLatest, onSelect });

  return (
    <ThreadContext.Provider value={context}>
      <div
        className={className ? `tl-thread ${className}` : "tl-thread"}
        data-state={pinned ? "following" : "detached"}
      >
        <div
          ref={scroller}
          className="tl-thread__scroller"
          role="log"
          aria-live="off"
          aria-label={labels.conversation}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled log takes the focus so its keys scroll it
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerOver={(event) => hover(partIdOf(event.target))}
          onFocus={(event) => hover(partIdOf(event.target))}
          onPointerLeave={() => hover(undefined)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) hover(undefined);
          }}
          onClick={(event) => {
            const id = partIdOf(event.target);
            if (id) onSelect?.(id);
          }}
        >
          <div className="tl-thread__items" style={{ paddingTop: before, paddingBottom: after }}>
            {items.map((item) => {
              const turn = turns[item.index];
              if (!turn) return null;
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className="tl-thread__item"
                >
                  <ThreadTurn
                    turn={turn}
                    index={item.index}
                    components={renderers}
                    onRespond={onRespond}
                    selectedId={item.index === selectedTurn ? selectedId : undefined}
                    actions
                    isLast={item.index === turns.length - 1}
                    showAgent={showsAgent(item.index)}
                    feedback={feedback.get(turn.id)}
                  />
                </div>
              );
            })}
            <ThreadFindIndex
              turns={turns}
              first={items[0]?.index ?? 0}
              last={items.at(-1)?.index ?? -1}
              scroller={scroller}
              virtualizer={virtualizer}
            />
          </div>
        </div>
        {!pinned && (
          <button type="button" className="tl-thread__jump" onClick={jumpToLatest}>
            <ArrowDown size={14} aria-hidden="true" />
            {labels.jumpToLatest}
          </button>
        )}
        <div className="tl-visually-hidden" aria-live="polite">
          {announcement}
        </div>
      </div>
    </ThreadContext.Provider>
  );
}
