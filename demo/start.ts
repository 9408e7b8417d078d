/**
 * `npm run demo`: the demo agent server and the demo page on one port. The page is served
 * by Vite from demo/, the API under /api/ by the recorded-session server. Events are kept in
 * memory, or in Redis Streams when REDIS_URL is set (`REDIS_URL=redis://127.0.0.1:6379`).
 */
import { createServer } from "node:http";
import react from "@vitejs/plugin-react";
import { createServer as createVite } from "vite";
import { createMemoryEventLog, createRedisEventLog } from "../src/server/index.js";
import { sourceAliases } from "../vite.config.js";
import { createAgentServer } from "./agentServer.js";

const port = Number(process.env.PORT ?? 5180);
const vite = await createVite({
  configFile: false,
  root: new URL(".", import.meta.url).pathname,
  plugins: [react()],
  resolve: { alias: sourceAliases },
  server: { middlewareMode: true },
  appType: "spa",
});
const redisUrl = process.env.REDIS_URL;
// Each run of the demo plays its conversations afresh, so its keys are its own.
const log = redisUrl
  ? createRedisEventLog(
      { url: redisUrl },
      {
        keyPrefix: `threadline:demo:${Date.now()}:`,
        onError: (error) => console.error(`Redis: ${error.message}`),
      },
    )
  : createMemoryEventLog();
const api = createAgentServer(log);
const server = createServer((request, response) => {
  if (!api(request, response)) vite.middlewares(request, response);
});
server.listen(port, "127.0.0.1", () => {
  console.log(`Threadline demo: http://127.0.0.1:${port}/ (events in ${redisUrl ?? "memory"})`);
});
