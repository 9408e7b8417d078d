/** The shape of a Redis client this log needs; a node-redis client (`@redis/client`, `redis`) fits. */
export interface RedisClientLike {
  sendCommand(args: readonly string[]): Promise<unknown>;
  /** A new client with the same options, for the blocking reads of the live tail. */
  duplicate(): RedisClientLike;
  connect(): Promise<unknown>;
  destroy(): void;
  on(event: "error", listener: (error: Error) => void): unknown;
}
