import { useContext } from "react";
import type { ConversationStore } from "../core/store/ConversationStore.js";
import { ConversationContext } from "./ConversationProvider.js";

/**
 * The store of the nearest `ConversationProvider`, or `store` when one is passed.
 * @example
 * const store = useConversationStore();
 * store.dispatch({ type: "user", runId: crypto.randomUUID(), content: text });
 */
export function useConversationStore(store?: ConversationStore): ConversationStore {
  const provided = useContext(ConversationContext);
  const found = store ?? provided;
  if (!found)
    throw new Error(
      "useConversationStore: no store; wrap the component in <ConversationProvider store={…}> or pass a store",
    );
  return found;
}
