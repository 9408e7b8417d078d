/**
 * One server process of the multi-process test: serves `/events/<conversation>` with handleSSE
 * from a Redis event log (REDIS_URL, KEY_PREFIX), and `/activity` as JSON. Prints
 * `listening <port>` once it listens; SIGTERM closes the log and exits.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRedisEventLog, handleSSE } from "../../src/server/index.js";

const log = createRedisEventLog(
  { url: process.env.REDIS_URL ?? "" },
  { keyPrefix: process.env.KEY_PREFIX ?? "" },
);
const server = createServer((request, response) => {
  const path = request.url ?? "/";
  if (path === "/activity") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(log.activity()));
    return;
  }
  const conversationId = decodeURIComponent(path.slice("/events/".length));
  void handleSSE(request, response, { log, conversationId, retryMs: 5 });
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close();
  void log.close().then(() => process.exit(0));
});
