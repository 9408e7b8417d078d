import { useEffect, useMemo, useState } from "react";
import { type Connection, connectSSE, createConversationStore } from "threadline";
import {
  ConversationProvider,
  useConnection,
  useGraph,
  useRelays,
  useThread,
  useUsage,
} from "threadline/react";
import { ViewList } from "./ViewList.js";

const scenario = new URLSearchParams(location.search).get("scenario") ?? "multi-agent";

function post(path: string, conversation: string, body: unknown): Promise<Response> {
  return fetch(`/api/${path}?conversation=${conversation}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function Conversation({ id, connection }: { id: string; connection: Connection | undefined }) {
  const nodes = useThread();
  const graph = useGraph();
  const status = useConnection(connection);
  const { total } = useUsage();
  const { pending, respond } = useRelays({
    onRespond: (relayId, decision) => post("relay", id, { relayId, decision }),
  });
  const [draft, setDraft] = useState("");
  const lastNodeId = nodes.at(-1)?.nodeIds.at(-1);
  return (
    <main className="demo">
      <header className="demo-bar">
        <strong>Threadline demo</strong>
        <span data-status={status}>connection: {status}</span>
        <span>
          tokens: {total.inputTokens} in / {total.outputTokens} out
        </span>
        <span>{graph.nodes.size} nodes</span>
        <button type="button" onClick={() => void post("drop", id, {})}>
          Drop connection
        </button>
      </header>
      {pending.length > 0 && (
        <section className="demo-inbox" aria-label="Pending approvals">
          {pending.map(({ relay, agentPath }) => (
            <div key={relay.id}>
              {agentPath.join(" › ")} wants to run <code>{relay.tool}</code>{" "}
              <code>{JSON.stringify(relay.params)}</code>{" "}
              <button type="button" onClick={() => respond(relay.id, "allow")}>
                Allow
              </button>{" "}
              <button type="button" onClick={() => respond(relay.id, "deny")}>
                Deny
              </button>
            </div>
          ))}
        </section>
      )}
      <div role="log" aria-live="polite" className="demo-thread">
        <ViewList nodes={nodes} />
      </div>
      <form
        className="demo-composer"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          void post("message", id, { content: draft, lastNodeId });
          setDraft("");
        }}
      >
        <input
          aria-label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

/** The demo page: one conversation with the local agent server, through the hooks. */
export function DemoApp() {
  const id = useMemo(() => Math.random().toString(36).slice(2), []);
  const store = useMemo(
    () => createConversationStore({ onDiagnostic: (d) => console.warn(d.message) }),
    [],
  );
  const [connection, setConnection] = useState<Connection>();
  useEffect(() => {
    const opened = connectSSE(store, `/api/stream?conversation=${id}&scenario=${scenario}`);
    setConnection(opened);
    return () => opened.close();
  }, [store, id]);
  return (
    <ConversationProvider store={store}>
      <Conversation id={id} connection={connection} />
    </ConversationProvider>
  );
}
