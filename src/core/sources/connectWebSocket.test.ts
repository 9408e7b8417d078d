import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { createConversationStore } from "../store/createConversationStore.js";
import type { Connection } from "./Connection.js";
import { connectWebSocket } from "./connectWebSocket.js";

const servers: WebSocketServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    server.close();
  }
});

async function serve(onConnection: (socket: WebSocket, index: number) => void): Promise<string> {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  servers.push(server);
  let connections = 0;
  server.on("connection", (socket) => {
    onConnection(socket, connections);
    connections += 1;
  });
  await once(server, "listening");
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
}

function setup(url: string) {
  const store = createConversationStore({ batch: "sync" });
  const report = vi.spyOn(store, "report");
  const connection = connectWebSocket(store, url, { WebSocket, retry: { initialDelayMs: 1 } });
  const seen: string[] = [];
  connection.subscribe(() => seen.push(connection.getStatus()));
  return { store, report, connection, seen };
}

const text = (content: string, seq: number): GraphEvent => ({
  type: "text",
  id: "t1",
  runId: "a1",
  content,
  seq,
});

function contentOf(connection: { store: ReturnType<typeof createConversationStore> }): unknown {
  const node = connection.store.getSnapshot().nodes.get("t1");
  return node && "content" in node ? node.content : undefined;
}

describe("connectWebSocket", () => {
  it("reads events, arrays and UTF-8 bytes, reports bad messages and stops on close 1000", async () => {
    const url = await serve((socket) => {
      socket.send(JSON.stringify(text("Olá ", 1)));
      socket.send(JSON.stringify([text("mundo", 2), text(" ✓", 3)]));
      socket.send(Buffer.from(JSON.stringify(text(" 😀", 4))), { binary: true });
      socket.send('{"type":"text","id":"t1"}');
      socket.close(1000, "done");
    });
    const client = setup(url);
    await client.connection.done;
    expect(contentOf(client)).toBe("Olá mundo ✓ 😀");
    expect(client.report.mock.calls.map(([diagnostic]) => diagnostic)).toEqual([
      expect.objectContaining({
        code: "invalid_event",
        field: "runId",
        message: expect.stringMatching(/^WebSocket message 4: text\.runId: expected /),
      }),
    ]);
    expect(client.seen).toEqual(["open", "closed"]);
  });

  it("reconnects after a drop, and a replay from the start adds no text twice", async () => {
    const url = await serve((socket, index) => {
      if (index === 0) {
        socket.send(JSON.stringify(text("one ", 1)), () => socket.terminate());
        return;
      }
      socket.send(JSON.stringify([text("one ", 1), text("two", 2)]));
      socket.close(1000);
    });
    const client = setup(url);
    await client.connection.done;
    expect(contentOf(client)).toBe("one two");
    expect(client.seen).toEqual(["open", "reconnecting", "open", "closed"]);
  });

  it("closes the socket on close() and does not reconnect", async () => {
    const closes: number[] = [];
    let connections = 0;
    const url = await serve((socket) => {
      connections += 1;
      socket.on("close", (code) => closes.push(code));
      socket.send(JSON.stringify(text("hello", 1)));
    });
    const client = setup(url);
    await vi.waitFor(() => expect(contentOf(client)).toBe("hello"));
    client.connection.close();
    await client.connection.done;
    await vi.waitFor(() => expect(closes).toEqual([1000]));
    expect(connections).toBe(1);
    expect(client.seen).toEqual(["open", "closed"]);
  });

  it("fails when the server refuses the client with a policy close code", async () => {
    const url = await serve((socket) => socket.close(1008, "token expired"));
    const { connection } = setup(url);
    await connection.done;
    expect(connection.status).toBe("error");
    expect(connection.error).toEqual({
      message: `the WebSocket to ${url} closed with code 1008 (token expired)`,
      code: 1008,
    });
  });

  it("fails naming the missing constructor when there is no global WebSocket", async () => {
    const store = createConversationStore({ batch: "sync" });
    const connection: Connection = connectWebSocket(store, "ws://127.0.0.1:1/events");
    await connection.done;
    expect(connection.error?.message).toBe(
      "connectWebSocket needs a WebSocket: pass options.WebSocket (the ws package)",
    );
  });
});
