import { useSyncExternalStore } from "react";
import type { Connection, ConnectionStatus } from "../core/sources/Connection.js";

const closed = (): ConnectionStatus => "closed";
const ignore = () => () => {};

/**
 * The status of a source's connection (connecting, open, reconnecting, closed, error);
 * renders again when it changes. With no connection yet it reads `closed`.
 * @example
 * const status = useConnection(connection);
 * return status === "reconnecting" ? <Banner>Reconnecting…</Banner> : null;
 */
export function useConnection(connection: Connection | undefined): ConnectionStatus {
  return useSyncExternalStore(
    connection ? connection.subscribe : ignore,
    connection ? connection.getStatus : closed,
    connection ? connection.getStatus : closed,
  );
}
