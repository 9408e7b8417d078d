// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import type { DagLayout, DagLayoutResult, LayoutDagOptions } from "../layout/DagLayout.js";
import { createDagLayouter, type DagLayouter } from "../layout/DagLayouter.js";
import { SETTLE_AFTER_MS, useDagLayout } from "./useDagLayout.js";

vi.mock("../layout/DagLayouter.js", () => ({ createDagLayouter: vi.fn() }));
const createMock = vi.mocked(createDagLayouter);

function dagOf(...ids: string[]): ProjectedDag {
  return {
    nodes: ids.map((id) => ({
      id,
      kind: "text",
      label: id,
      runId: "run",
      status: "complete",
      depth: 0,
      groupId: "run:run",
    })),
    edges: [],
    groups: [],
  };
}

function layoutOf(dag: ProjectedDag, placement: DagLayout["placement"] = "full"): DagLayout {
  return {
    status: "ok",
    nodes: dag.nodes.map((node, index) => ({
      ...node,
      x: 0,
      y: index * 72,
      width: 80,
      height: 32,
    })),
    groups: [],
    edges: [],
    width: 80,
    height: dag.nodes.length * 72,
    direction: "DOWN",
    placement,
  };
}

type Layout = DagLayouter["layout"];
let layout: ReturnType<typeof vi.fn<Layout>>;
let dispose: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  layout = vi.fn<Layout>(async (dag) => layoutOf(dag));
  dispose = vi.fn();
  createMock.mockReset();
  createMock.mockImplementation(() => ({ layout, dispose }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Props = { dag: ProjectedDag; options: LayoutDagOptions };

describe("useDagLayout", () => {
  it("is undefined until the layout of the DAG resolves, from one worker layouter", async () => {
    const dag = dagOf("a", "b");
    const { result, unmount } = renderHook(() => useDagLayout(dag, {}));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(layoutOf(dag)));
    expect(layout).toHaveBeenCalledTimes(1);
    expect(createMock).toHaveBeenLastCalledWith({ thread: "worker" });
    unmount();
    expect(dispose).toHaveBeenCalled();
  });

  it("shows a layout made ahead at once and does not lay the same DAG out again", async () => {
    const dag = dagOf("a");
    const ahead = layoutOf(dag);
    const { result } = renderHook(() => useDagLayout(dag, {}, ahead));
    expect(result.current).toBe(ahead);
    await act(async () => {});
    expect(layout).not.toHaveBeenCalled();
  });

  it("places appended nodes in place at once, and lays them out with elkjs once idle", async () => {
    vi.useFakeTimers();
    const first = dagOf("a");
    const grown = dagOf("a", "b");
    const { result, rerender } = renderHook(
      ({ dag }: { dag: ProjectedDag }) => useDagLayout(dag, {}),
      {
        initialProps: { dag: first },
      },
    );
    await act(async () => {});
    const earlier = result.current as DagLayout;
    rerender({ dag: grown });
    const appended = result.current as DagLayout;
    expect(appended.placement).toBe("incremental");
    expect(appended.nodes[0]).toEqual(earlier.nodes[0]);
    expect(layout).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(SETTLE_AFTER_MS));
    expect(layout).toHaveBeenCalledTimes(2);
    expect(layout.mock.lastCall?.[0]).toBe(grown);
    expect(result.current).toEqual(layoutOf(grown));
  });

  it("lays out again when a run ends, without waiting", async () => {
    vi.useFakeTimers();
    const group = {
      id: "run:run",
      runId: "run",
      status: "streaming",
      depth: 0,
      label: "run",
    } as const;
    const streaming = { ...dagOf("a"), groups: [group] };
    const ended = { ...dagOf("a", "b"), groups: [{ ...group, status: "complete" as const }] };
    const { rerender } = renderHook(({ dag }: { dag: ProjectedDag }) => useDagLayout(dag, {}), {
      initialProps: { dag: streaming as ProjectedDag },
    });
    await act(async () => {});
    rerender({ dag: ended });
    await act(async () => vi.advanceTimersByTime(0));
    expect(layout).toHaveBeenCalledTimes(2);
    expect(layout.mock.lastCall?.[0]).toBe(ended);
  });

  it("lays out again from scratch when an option changes, not when an equal object comes", async () => {
    const dag = dagOf("a");
    const { result, rerender } = renderHook(
      ({ dag, options }: Props) => useDagLayout(dag, options),
      {
        initialProps: { dag, options: { direction: "DOWN" } },
      },
    );
    await waitFor(() => expect(result.current).toBeDefined());
    rerender({ dag, options: { direction: "DOWN" } });
    await act(async () => {});
    expect(layout).toHaveBeenCalledTimes(1);
    rerender({ dag, options: { direction: "RIGHT" } });
    await waitFor(() => expect(layout).toHaveBeenCalledTimes(2));
    expect(layout.mock.lastCall?.[1]).toEqual({ direction: "RIGHT" });
  });

  it("shows a partial picture of a big history first, then the whole", async () => {
    const dag = dagOf("a", "b", "c");
    let finish: (result: DagLayoutResult) => void = () => {};
    layout.mockImplementation((_dag, _options, onPartial) => {
      onPartial?.(layoutOf(dagOf("c"), "partial"));
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { result } = renderHook(() => useDagLayout(dag, {}));
    await waitFor(() => expect(result.current).toEqual(layoutOf(dagOf("c"), "partial")));
    await act(async () => finish(layoutOf(dag)));
    expect(result.current).toEqual(layoutOf(dag));
  });

  it("asks the layouter for the newest DAG when it cannot append, and ignores superseded answers", async () => {
    const answers: ((result: DagLayoutResult | undefined) => void)[] = [];
    layout.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const apart = (id: string): ProjectedDag => ({ ...dagOf(id), nodes: dagOf(id).nodes });
    const { result, rerender } = renderHook(
      ({ dag }: { dag: ProjectedDag }) => useDagLayout(dag, {}),
      {
        initialProps: { dag: apart("a") },
      },
    );
    const newest = apart("c");
    rerender({ dag: apart("b") });
    rerender({ dag: newest });
    expect(layout).toHaveBeenCalledTimes(3);
    await act(async () => {
      answers[0]?.(undefined);
      answers[1]?.(undefined);
      answers[2]?.(layoutOf(newest));
    });
    expect(result.current).toEqual(layoutOf(newest));
  });

  it("keeps laying out after one was too large", async () => {
    layout.mockResolvedValueOnce({
      status: "too_large",
      nodeCount: 2,
      edgeCount: 1,
      groupCount: 1,
      deadlineMs: 0,
      reason: "late",
    });
    const { result, rerender } = renderHook(
      ({ dag }: { dag: ProjectedDag }) => useDagLayout(dag, {}),
      {
        initialProps: { dag: dagOf("a", "b") },
      },
    );
    await waitFor(() => expect(result.current?.status).toBe("too_large"));
    const third = dagOf("a", "b", "c");
    rerender({ dag: third });
    await waitFor(() => expect(result.current).toEqual(layoutOf(third)));
  });
});
