import { createContext, type ReactNode } from "react";
import type { ConversationStore } from "../core/store/ConversationStore.js";

/** @internal */
export const ConversationContext = createContext<ConversationStore | null>(null);

/** Props of `ConversationProvider`. */
export interface ConversationProviderProps {
  /** The store the hooks below read from. */
  readonly store: ConversationStore;
  readonly children?: ReactNode;
}

/**
 * Makes a conversation store available to the hooks in its subtree.
 * @example
 * const store = createConversationStore();
 * <ConversationProvider store={store}><Chat /></ConversationProvider>
 */
export function ConversationProvider({ store, children }: ConversationProviderProps) {
  return <ConversationContext.Provider value={store}>{children}</ConversationContext.Provider>;
}
