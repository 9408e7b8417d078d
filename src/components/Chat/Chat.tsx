import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Graph } from "../../core/graph/Graph.js";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import { nodeIds } from "../../core/graph/nodeIds.js";
import { ownUsageOf } from "../../core/projections/usageByRun.js";
import type { ConversationStore } from "../../core/store/ConversationStore.js";
import { useConversationStore } from "../../react/useConversationStore.js";
import { useGraph } from "../../react/useGraph.js";
import { useRelays } from "../../react/useRelays.js";
import { useThread } from "../../react/useThread.js";
import { Composer, type ComposerMessage } from "../Composer/Composer.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import type { MessageFeedback } from "../MessageActions/MessageActions.js";
import { PermissionInbox } from "../PermissionInbox/PermissionInbox.js";
import { type ReplyContext, Thread, type ThreadProps } from "../Thread/Thread.js";
import { accumulatorsOf, type ThreadTools } from "../Thread/ThreadTools.js";
import type { ToolRenderProps } from "../ToolCall/ToolCall.js";
import { useStableObject } from "../useStableObject.js";

/** Props of `Chat`. */
export interface ChatProps {
  /** The conversation; the nearest `ConversationProvider`'s store when left out. */
  readonly store?: ConversationStore;
  /** Sends the user's message to the agent; `parentId` is the node it answers (the last one). */
  readonly onSend: (message: ComposerMessage, context: ReplyContext) => void;
  /** Tells the agent server a permission decision (the graph records it at once). */
  readonly onRespond?: (relayId: string, decision: RelayDecision) => unknown;
  /** Stops the agent; shows a Stop button while a run streams. */
  readonly onStop?: () => void;
  /**
   * Sends an edited user message; with it user messages have Edit. `parentId` is the graph
   * node the old message answered: sent there, the new message becomes an alternative of it.
   */
  readonly onEdit?: ((nodeId: string, text: string, context: ReplyContext) => void) | undefined;
  /**
   * Asks for another answer; with it assistant turns have Regenerate. `nodeId` is the turn's
   * first graph node and `parentId` the node it answers (the user message): a run started
   * there becomes an alternative of the old one.
   */
  readonly onRegenerate?: ((nodeId: string, context: ReplyContext) => void) | undefined;
  /** Records feedback on an assistant turn; with it assistant turns have thumbs up and down. */
  readonly onFeedback?: ((nodeId: string, value: MessageFeedback) => void) | undefined;
  /**
   * Renderers and progress accumulators by tool name: the renderers show tool calls at any
   * depth, the accumulators fold their progress in the projection. Keep it stable (a module
   * constant or a memo): new accumulators start the projection over.
   */
  readonly tools?: ThreadTools | undefined;
  /** The renderer of a tool that `tools` does not name; the built-in view without it. */
  readonly toolFallback?: ComponentType<ToolRenderProps> | undefined;
  /** Labels over the nearest `LabelsProvider`'s, for everything in the chat. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** A BCP 47 locale for numbers, durations and dates. @default the provider's, or "en-US" */
  readonly locale?: string | undefined;
  readonly allowAttachments?: boolean;
  readonly components?: ThreadProps["components"];
  readonly selectedId?: string;
  readonly onSelect?: (id: string) => void;
  readonly className?: string;
}

/**
 * The graph node a turn starting at `nodeId` answers: the user message before it in the
 * same run, or the node its run hangs from.
 */
function parentOf(graph: Graph, nodeId: string): ReplyContext {
  const node = graph.nodes.get(nodeId);
  if (!node) return {};
  const user = nodeIds.user(node.runId);
  if (node.kind !== "user" && graph.nodes.get(user)?.kind === "user") return { parentId: user };
  const parentId = graph.runs.get(node.runId)?.parentId;
  return parentId === undefined ? {} : { parentId };
}

/** The runs that hang from `nodeId` as their first node's parent. */
function childRuns(graph: Graph, nodeId: string): string[] {
  const runs: string[] = [];
  for (const target of graph.edges.get(nodeId) ?? []) {
    const runId = graph.nodes.get(target)?.runId;
    if (runId !== undefined && graph.runs.get(runId)?.firstNodeId === target) runs.push(runId);
  }
  return runs;
}

/**
 * After an edit or a regeneration, follows the new alternative once its run arrives at the
 * fork: the user asked for it, so it is what they expect to see (the picker leads back).
 */
function useFollowNewRun(
  graph: Graph,
  follow: (forkId: string, runId: string) => void,
): (forkId: string | undefined) => void {
  const awaited = useRef<{ forkId: string; known: ReadonlySet<string> } | undefined>(undefined);
  const latest = useRef(graph);
  latest.current = graph;
  useEffect(() => {
    const waiting = awaited.current;
    if (!waiting) return;
    const fresh = childRuns(graph, waiting.forkId).find((runId) => !waiting.known.has(runId));
    if (fresh === undefined) return;
    awaited.current = undefined;
    follow(waiting.forkId, fresh);
  }, [graph, follow]);
  return useCallback((forkId) => {
    awaited.current =
      forkId === undefined
        ? undefined
        : { forkId, known: new Set(childRuns(latest.current, forkId)) };
  }, []);
}

/**
 * The ready-made chat: pending permission requests, the thread with its message actions, and the
 * composer, on the hooks. Components stay free of transports: sending, answering, editing
 * and regenerating go through your callbacks. In a page with no bounded height it is as tall
 * as its content, up to the viewport's height.
 * @example
 * <Chat
 *   store={store}
 *   onSend={(message, { parentId }) => api.send(message.text, parentId)}
 *   onEdit={(nodeId, text, { parentId }) => api.send(text, parentId)}
 *   onRegenerate={(nodeId, { parentId }) => api.regenerate(parentId)}
 *   onRespond={api.decide}
 *   onStop={api.stop}
 * />
 */
export function Chat({
  store,
  onSend,
  onRespond,
  onStop,
  onEdit,
  onRegenerate,
  onFeedback,
  tools,
  toolFallback,
  labels,
  locale,
  allowAttachments = false,
  components,
  selectedId,
  onSelect,
  className,
}: ChatProps) {
  const [active, setActive] = useState<Record<string, string>>({});
  const conversation = useConversationStore(store);
  // Read at render time from the store's latest graph: one function for the thread's life.
  const usageOf = useCallback(
    (runId: string) => ownUsageOf(conversation.getSnapshot(), runId),
    [conversation],
  );
  const stableTools = useStableObject(tools);
  const stableLabels = useStableObject(labels);
  const accumulators = useMemo(() => accumulatorsOf(stableTools), [stableTools]);
  const graph = useGraph({ store: conversation });
  const nodes = useThread({
    store: conversation,
    active,
    ...(accumulators && { accumulators }),
  });
  const { pending, respond } = useRelays({ store, onRespond });
  const last = nodes[nodes.length - 1];
  const streaming = last?.role === "assistant" && last.status === "streaming";
  const selectAlternative = useCallback(
    (forkId: string, runId: string) => setActive((current) => ({ ...current, [forkId]: runId })),
    [],
  );
  const send = (message: ComposerMessage) => {
    const parentId = last?.nodeIds[last.nodeIds.length - 1];
    onSend(message, parentId === undefined ? {} : { parentId });
  };
  const awaitRun = useFollowNewRun(graph, selectAlternative);
  const edit =
    onEdit &&
    ((nodeId: string, text: string) => {
      const context = parentOf(conversation.getSnapshot(), nodeId);
      awaitRun(context.parentId);
      onEdit(nodeId, text, context);
    });
  const regenerate =
    onRegenerate &&
    ((nodeId: string) => {
      const context = parentOf(conversation.getSnapshot(), nodeId);
      awaitRun(context.parentId);
      onRegenerate(nodeId, context);
    });
  return (
    <LabelsProvider labels={stableLabels} locale={locale}>
      <div
        className={className ? `tl-chat ${className}` : "tl-chat"}
        data-status={streaming ? "streaming" : "idle"}
      >
        {/* Mounted only while requests wait: it shows nothing otherwise, and its effects
            would run on every token. */}
        {pending.length > 0 && <PermissionInbox pending={pending} onRespond={respond} />}
        <Thread
          nodes={nodes}
          onRespond={respond}
          onSelectAlternative={selectAlternative}
          durationOf={conversation.durationOf}
          usageOf={usageOf}
          tools={stableTools}
          toolFallback={toolFallback}
          onEdit={edit}
          onRegenerate={regenerate}
          onFeedback={onFeedback}
          {...(components && { components })}
          {...(selectedId !== undefined && { selectedId })}
          {...(onSelect && { onSelect })}
        />
        <Composer
          onSend={send}
          status={streaming ? "streaming" : "idle"}
          allowAttachments={allowAttachments}
          {...(onStop && { onStop })}
        />
      </div>
    </LabelsProvider>
  );
}
