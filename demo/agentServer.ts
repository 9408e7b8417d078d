import type { IncomingMessage, ServerResponse } from "node:http";
import type { RelayDecision } from "../src/index.js";
import { type EventLog, handleSSE } from "../src/server/index.js";
import { failingScenario, multiAgentScenario } from "../src/testing/index.js";
import { DemoConversation } from "./DemoConversation.js";

const SCENARIOS = { "multi-agent": multiAgentScenario, failing: failingScenario };
type ScenarioName = keyof typeof SCENARIOS;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += chunk;
  const parsed: unknown = JSON.parse(text || "{}");
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * The demo's agent server: recorded sessions played into an event log and served over
 * Server-Sent Events by `threadline/server` (resuming from `Last-Event-ID`), permission
 * decisions and messages over POST, and a way to drop the connections so the client's
 * reconnect can be watched.
 */
export function createAgentServer(
  log: EventLog,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const conversations = new Map<string, DemoConversation>();
  const streams = new Map<string, Set<ServerResponse>>();

  function conversation(id: string, scenario: string, speed: number): DemoConversation {
    let found = conversations.get(id);
    if (!found) {
      const script = (SCENARIOS[scenario as ScenarioName] ?? multiAgentScenario)().recording();
      found = new DemoConversation(log, id, script, speed);
      conversations.set(id, found);
    }
    return found;
  }

  async function stream(request: IncomingMessage, response: ServerResponse, url: URL) {
    const id = url.searchParams.get("conversation") ?? "default";
    const speed = Number(url.searchParams.get("speed") ?? "1") || 1;
    const current = conversation(id, url.searchParams.get("scenario") ?? "multi-agent", speed);
    await current.started;
    const open = streams.get(id) ?? new Set();
    streams.set(id, open.add(response));
    await handleSSE(request, response, { log, conversationId: id, retryMs: 500 });
    open.delete(response);
  }

  return (request, response) => {
    const url = new URL(request.url ?? "/", "http://demo.local");
    if (!url.pathname.startsWith("/api/")) return false;
    const id = url.searchParams.get("conversation") ?? "default";
    if (url.pathname === "/api/stream") void stream(request, response, url);
    else if (url.pathname === "/api/relay" && request.method === "POST") {
      void readJson(request).then((body) => {
        const ok = conversations
          .get(id)
          ?.decide(String(body.relayId), body.decision as RelayDecision);
        reply(response, ok ? 200 : 404, { ok: Boolean(ok) });
      });
    } else if (url.pathname === "/api/message" && request.method === "POST") {
      void readJson(request).then((body) => {
        const lastNodeId = typeof body.lastNodeId === "string" ? body.lastNodeId : undefined;
        conversations.get(id)?.say(String(body.content ?? ""), lastNodeId);
        reply(response, 200, { ok: true });
      });
    } else if (url.pathname === "/api/drop" && request.method === "POST") {
      for (const open of streams.get(id) ?? []) open.destroy();
      reply(response, 200, { ok: true });
    } else reply(response, 404, { error: `no route ${request.method} ${url.pathname}` });
    return true;
  };
}
