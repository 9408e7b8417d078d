// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GraphEvent } from "../core/graph/GraphEvent.js";
import { createConversationStore } from "../core/store/createConversationStore.js";
import { useRelays } from "./useRelays.js";

afterEach(() => {
  cleanup();
});

const asking: GraphEvent[] = [
  { type: "user", runId: "u1", content: "Clean up" },
  { type: "harness_start", runId: "r1", agentId: "ops", parentId: "u1:user" },
  { type: "tool_call", id: "c1", runId: "r1", name: "shell", input: { cmd: "rm -rf build" } },
  {
    type: "relay",
    kind: "permission",
    id: "p1",
    runId: "r1",
    toolCallId: "c1",
    tool: "shell",
    params: { cmd: "rm -rf build" },
  },
];

describe("useRelays", () => {
  it("lists pending requests and answers them through the graph and the callback", async () => {
    const store = createConversationStore({ batch: "frame", initialEvents: asking });
    const onRespond = vi.fn(async () => "sent");
    const { result } = renderHook(() => useRelays({ store, onRespond }));
    expect(result.current.pending.map(({ relay, agentPath }) => [relay.id, agentPath])).toEqual([
      ["p1", ["ops"]],
    ]);
    let answer: unknown;
    act(() => {
      answer = result.current.respond("p1", "deny");
    });
    await expect(answer).resolves.toBe("sent");
    expect(onRespond).toHaveBeenCalledWith("p1", "deny");
    expect(result.current.pending).toEqual([]);
    const relay = store.getSnapshot().nodes.get("p1");
    expect(relay?.kind === "relay" ? relay.decision : undefined).toBe("deny");
  });

  it("keeps one respond across renders with a new inline callback, and calls the latest", () => {
    const store = createConversationStore({ batch: "frame", initialEvents: asking });
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      ({ onRespond }: { onRespond: (relayId: string, decision: string) => void }) =>
        useRelays({ store, onRespond: (...args) => onRespond(...args) }),
      { initialProps: { onRespond: first } },
    );
    const respond = result.current.respond;
    rerender({ onRespond: second });
    expect(result.current.respond).toBe(respond);
    act(() => {
      result.current.respond("p1", "allow");
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith("p1", "allow");
  });
});
