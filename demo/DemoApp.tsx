import { useEffect, useMemo, useState } from "react";
import { type Connection, connectSSE, createConversationStore } from "threadline";
import { Chat, UsageMeter } from "threadline/components";
import { ConversationProvider, useConnection, useUsage } from "threadline/react";

const scenario = new URLSearchParams(location.search).get("scenario") ?? "multi-agent";

function post(path: string, conversation: string, body: unknown): Promise<Response> {
  return fetch(`/api/${path}?conversation=${conversation}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function Conversation({ id, connection }: { id: string; connection: Connection | undefined }) {
  const status = useConnection(connection);
  const { total } = useUsage();
  return (
    <main className="demo">
      <header className="demo-bar">
        <strong>Threadline demo</strong>
        <span data-status={status}>connection: {status}</span>
        <UsageMeter usage={total} />
        <button type="button" onClick={() => void post("drop", id, {})}>
          Drop connection
        </button>
      </header>
      <Chat
        onSend={(message, { parentId }) =>
          void post("message", id, { content: message.text, lastNodeId: parentId })
        }
        onRespond={(relayId, decision) => post("relay", id, { relayId, decision })}
      />
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
