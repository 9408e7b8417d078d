// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectIterable } from "../core/sources/connectIterable.js";
import { replay } from "../core/sources/replay.js";
import { createConversationStore } from "../core/store/createConversationStore.js";
import { multiAgentScenario } from "../testing/fixtures/multiAgentScenario.js";
import { useConnection } from "./useConnection.js";
import { useReplay } from "./useReplay.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useConnection", () => {
  it("reads closed without a connection, then follows the connection's status", async () => {
    const store = createConversationStore({ batch: "sync" });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* source() {
      yield { type: "user", runId: "u1", content: "Hi" };
      await gate;
    }
    const { result, rerender } = renderHook(({ connection }) => useConnection(connection), {
      initialProps: { connection: undefined as ReturnType<typeof connectIterable> | undefined },
    });
    expect(result.current).toBe("closed");
    const connection = connectIterable(store, source());
    rerender({ connection });
    expect(result.current).toBe("connecting");
    await act(async () => {
      await vi.waitFor(() => expect(connection.getStatus()).toBe("open"));
    });
    expect(result.current).toBe("open");
    await act(async () => {
      release();
      await connection.done;
    });
    expect(result.current).toBe("closed");
  });
});

describe("useReplay", () => {
  it("renders the player's position as it plays", async () => {
    vi.useFakeTimers();
    const store = createConversationStore({ batch: "sync" });
    const recording = multiAgentScenario().recording();
    const player = replay(store, recording, { autoplay: false });
    const { result } = renderHook(() => useReplay(player));
    expect(result.current).toMatchObject({ status: "paused", position: 0 });
    act(() => player.play());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.position).toBeGreaterThan(0);
    act(() => player.seek(recording.length));
    expect(result.current).toMatchObject({ status: "ended", position: recording.length });
  });
});
