import { useCallback, useMemo, useRef } from "react";
import type { RelayDecision } from "../core/graph/GraphEvent.js";
import { type PendingRelay, pendingRelays } from "../core/projections/pendingRelays.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useConversationStore } from "./useConversationStore.js";
import { useGraph } from "./useGraph.js";

/** Options of `useRelays`. */
export interface UseRelaysOptions extends StoreOptions {
  /** Tells the agent server the decision; what it returns, `respond` returns. */
  readonly onRespond?: ((relayId: string, decision: RelayDecision) => unknown) | undefined;
}

/** Pending permission requests and a way to answer them (`respond` is stable for a store). */
export interface RelaysState {
  readonly pending: readonly PendingRelay[];
  /** Records the decision in the graph at once, then calls `onRespond`. */
  respond(relayId: string, decision: RelayDecision): unknown;
}

/**
 * Permission requests waiting for the user, from any depth of subagents.
 * @example
 * const { pending, respond } = useRelays({ onRespond: (id, decision) => post(id, decision) });
 * return pending.map(({ relay }) => <button onClick={() => respond(relay.id, "allow")}>Allow</button>);
 */
export function useRelays(options: UseRelaysOptions = {}): RelaysState {
  const store = useConversationStore(options.store);
  const graph = useGraph({ store });
  // The latest callback through a ref: an inline `onRespond` would otherwise give a new
  // `respond` on every render of the caller, and every turn that takes it would render again.
  const onRespond = useRef(options.onRespond);
  onRespond.current = options.onRespond;
  const respond = useCallback(
    (relayId: string, decision: RelayDecision) => {
      store.dispatch({ type: "relay_resolved", relayId, decision });
      store.flush();
      return onRespond.current?.(relayId, decision);
    },
    [store],
  );
  const pending = pendingRelays(graph);
  return useMemo(() => ({ pending, respond }), [pending, respond]);
}
