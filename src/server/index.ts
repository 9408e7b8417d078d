// Event logs
export { createMemoryEventLog } from "./createMemoryEventLog.js";
export { createRedisEventLog } from "./createRedisEventLog.js";
export type { RedisConnection, RedisEventLogOptions } from "./createRedisEventLog.js";
export type {
  EventLog,
  EventLogActivity,
  EventLogOptions,
  EventsListener,
  SubscriptionEnd,
} from "./EventLog.js";
export { EventLogError } from "./EventLogError.js";
export type { EventLogErrorCode, EventLogErrorDetails } from "./EventLogError.js";
export type { RedisClientLike } from "./RedisClientLike.js";

// Server-Sent Events
export { handleSSE } from "./handleSSE.js";
export type { HandleSSEOptions } from "./handleSSE.js";
export { sseResponse } from "./sseResponse.js";
export type { SSEResponseOptions } from "./sseResponse.js";
