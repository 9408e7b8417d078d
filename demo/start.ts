/**
 * `npm run demo`: the demo agent server and the demo page on one port. The page is served
 * by Vite from demo/, the API under /api/ by the recorded-session server.
 */
import { createServer } from "node:http";
import react from "@vitejs/plugin-react";
import { createServer as createVite } from "vite";
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
const api = createAgentServer();
const server = createServer((request, response) => {
  if (!api(request, response)) vite.middlewares(request, response);
});
server.listen(port, "127.0.0.1", () => {
  console.log(`Threadline demo: http://127.0.0.1:${port}/`);
});
