import type { ConversationStore } from "../core/store/ConversationStore.js";

/**
 * How every hook finds its store: `store` when given, else the nearest
 * `ConversationProvider`'s. Each hook's options extend it.
 */
export interface StoreOptions {
  readonly store?: ConversationStore | undefined;
}
