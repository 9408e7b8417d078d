// Store
export { ConversationProvider } from "./ConversationProvider.js";
export type { ConversationProviderProps } from "./ConversationProvider.js";
export { useConversationStore } from "./useConversationStore.js";
export { useGraph } from "./useGraph.js";
export { useGraphSelector } from "./useGraphSelector.js";
export type { GraphSelectorOptions } from "./useGraphSelector.js";
export { useRun } from "./useRun.js";
export type { StoreOptions } from "./StoreOptions.js";

// Projections
export { useContextProjection } from "./useContextProjection.js";
export type { UseContextProjectionOptions } from "./useContextProjection.js";
export { useMessages } from "./useMessages.js";
export type { UseMessagesOptions } from "./useMessages.js";
export { useThread } from "./useThread.js";
export type { UseThreadOptions } from "./useThread.js";
export { useTurns } from "./useTurns.js";
export { useUsage } from "./useUsage.js";
export type { UsageSummary } from "./useUsage.js";

// Relays
export { useRelays } from "./useRelays.js";
export type { RelaysState, UseRelaysOptions } from "./useRelays.js";

// Sources
export { useConnection } from "./useConnection.js";
export { useReplay } from "./useReplay.js";
