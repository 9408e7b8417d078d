import { useCallback, useState } from "react";
import type { RelayDecision } from "../core/GraphEvent.js";
import type { ConversationStore } from "../core/store/ConversationStore.js";
import { useConversationStore } from "../react/useConversationStore.js";
import { useRelays } from "../react/useRelays.js";
import { useThread } from "../react/useThread.js";
import { ApprovalInbox } from "./ApprovalInbox.js";
import { Composer, type ComposerMessage } from "./Composer.js";
import { Thread, type ThreadProps } from "./Thread.js";

/** Props of `Chat`. */
export interface ChatProps {
  /** The conversation; the nearest `ConversationProvider`'s store when left out. */
  readonly store?: ConversationStore;
  /** Sends the user's message to the agent; `parentId` is the node it answers (the last one). */
  readonly onSend: (message: ComposerMessage, context: { readonly parentId?: string }) => void;
  /** Tells the agent server a permission decision (the graph records it at once). */
  readonly onRespond?: (relayId: string, decision: RelayDecision) => unknown;
  /** Stops the agent; shows a Stop button while a run streams. */
  readonly onStop?: () => void;
  readonly allowAttachments?: boolean;
  readonly components?: ThreadProps["components"];
  readonly selectedId?: string;
  readonly onSelect?: (id: string) => void;
  readonly className?: string;
}

/**
 * The ready-made chat: pending approvals, the thread, and the composer, on the hooks.
 * Components stay free of transports: sending and answering go through your callbacks.
 * @example
 * <Chat store={store} onSend={(message, { parentId }) => api.send(message.text, parentId)} onRespond={api.decide} />
 */
export function Chat({
  store,
  onSend,
  onRespond,
  onStop,
  allowAttachments = false,
  components,
  selectedId,
  onSelect,
  className,
}: ChatProps) {
  const [active, setActive] = useState<Record<string, string>>({});
  const conversation = useConversationStore(store);
  const nodes = useThread({ store: conversation, active });
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
  return (
    <div
      className={className ? `tl-chat ${className}` : "tl-chat"}
      data-status={streaming ? "streaming" : "idle"}
    >
      <ApprovalInbox pending={pending} onRespond={respond} />
      <Thread
        nodes={nodes}
        onRespond={respond}
        onSelectAlternative={selectAlternative}
        durationOf={conversation.durationOf}
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
  );
}
