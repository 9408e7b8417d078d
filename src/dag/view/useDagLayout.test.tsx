// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import type { DagLayout, DagLayoutResult, LayoutDagOptions } from "../layout/DagLayout.js";
import { layoutDag } from "../layout/layoutDag.js";
import { useDagLayout } from "./useDagLayout.js";

vi.mock("../layout/layoutDag.js", () => ({ layoutDag: vi.fn() }));
const layoutDagMock = vi.mocked(layoutDag);

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

function layoutOf(dag: ProjectedDag): DagLayout {
  return {
    status: "ok",
    nodes: dag.nodes.map((node, index) => ({
      ...node,
      x: 0,
      y: index * 60,
      width: 80,
      height: 32,
    })),
    groups: [],
    edges: [],
    width: 80,
    height: dag.nodes.length * 60,
    direction: "DOWN",
    placement: "full",
  };
}

type Props = { dag: ProjectedDag; options: LayoutDagOptions };

beforeEach(() => {
  layoutDagMock.mockReset();
  layoutDagMock.mockImplementation(async (dag) => layoutOf(dag));
});

afterEach(() => {
  cleanup();
});

describe("useDagLayout", () => {
  it("is undefined until the layout of the DAG resolves", async () => {
    const dag = dagOf("a", "b");
    const { result } = renderHook(() => useDagLayout(dag, {}));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(layoutOf(dag)));
    expect(layoutDagMock).toHaveBeenCalledTimes(1);
  });

  it("shows a layout made ahead at once and does not lay the same DAG out again", async () => {
    const dag = dagOf("a");
    const ahead = layoutOf(dag);
    const { result } = renderHook(() => useDagLayout(dag, {}, ahead));
    expect(result.current).toBe(ahead);
    await act(async () => {});
    expect(layoutDagMock).not.toHaveBeenCalled();
  });

  it("lays a grown DAG out from the last layout", async () => {
    const first = dagOf("a");
    const grown = dagOf("a", "b");
    const { result, rerender } = renderHook(
      ({ dag, options }: Props) => useDagLayout(dag, options),
      {
        initialProps: { dag: first, options: { direction: "DOWN" } },
      },
    );
    await waitFor(() => expect(result.current).toBeDefined());
    const earlier = result.current;
    rerender({ dag: grown, options: { direction: "DOWN" } });
    await waitFor(() => expect(result.current).toEqual(layoutOf(grown)));
    expect(layoutDagMock).toHaveBeenCalledTimes(2);
    expect(layoutDagMock).toHaveBeenLastCalledWith(grown, { direction: "DOWN", previous: earlier });
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
    expect(layoutDagMock).toHaveBeenCalledTimes(1);
    rerender({ dag, options: { direction: "RIGHT" } });
    await waitFor(() => expect(layoutDagMock).toHaveBeenCalledTimes(2));
    expect(layoutDagMock).toHaveBeenLastCalledWith(dag, { direction: "RIGHT" });
  });

  it("runs one layout at a time and then only the newest DAG", async () => {
    const finish: ((result: DagLayoutResult) => void)[] = [];
    layoutDagMock.mockImplementation(
      (_dag) => new Promise<DagLayoutResult>((resolve) => finish.push(resolve)),
    );
    const dags = [dagOf("a"), dagOf("a", "b"), dagOf("a", "b", "c"), dagOf("a", "b", "c", "d")];
    const { result, rerender } = renderHook(
      ({ dag }: { dag: ProjectedDag }) => useDagLayout(dag, {}),
      {
        initialProps: { dag: dags[0] as ProjectedDag },
      },
    );
    rerender({ dag: dags[1] as ProjectedDag });
    rerender({ dag: dags[2] as ProjectedDag });
    rerender({ dag: dags[3] as ProjectedDag });
    expect(layoutDagMock).toHaveBeenCalledTimes(1);
    await act(async () => finish[0]?.(layoutOf(dags[0] as ProjectedDag)));
    expect(result.current).toEqual(layoutOf(dags[0] as ProjectedDag));
    expect(layoutDagMock).toHaveBeenCalledTimes(2);
    expect(layoutDagMock.mock.calls[1]?.[0]).toBe(dags[3]);
    await act(async () => finish[1]?.(layoutOf(dags[3] as ProjectedDag)));
    expect(result.current).toEqual(layoutOf(dags[3] as ProjectedDag));
    expect(layoutDagMock).toHaveBeenCalledTimes(2);
  });

  it("keeps laying out from the last good layout after one was too large", async () => {
    const first = dagOf("a");
    const { result, rerender } = renderHook(
      ({ dag }: { dag: ProjectedDag }) => useDagLayout(dag, {}),
      {
        initialProps: { dag: first },
      },
    );
    await waitFor(() => expect(result.current).toBeDefined());
    const good = result.current;
    layoutDagMock.mockResolvedValueOnce({
      status: "too_large",
      nodeCount: 2,
      edgeCount: 1,
      groupCount: 1,
      deadlineMs: 0,
      reason: "late",
    });
    rerender({ dag: dagOf("a", "b") });
    await waitFor(() => expect(result.current?.status).toBe("too_large"));
    const third = dagOf("a", "b", "c");
    rerender({ dag: third });
    await waitFor(() => expect(result.current).toEqual(layoutOf(third)));
    expect(layoutDagMock).toHaveBeenLastCalledWith(third, { previous: good });
  });
});
