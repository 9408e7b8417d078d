import { useEffect, useRef, useState } from "react";
import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import { appendToLayout } from "../layout/appendToLayout.js";
import type { DagLayout, DagLayoutResult, LayoutDagOptions } from "../layout/DagLayout.js";
import { createDagLayouter, type DagLayouter } from "../layout/DagLayouter.js";
import { resolveSettings } from "../layout/layoutSettings.js";

/** After this long without a new DAG, nodes appended in place are laid out again by elkjs. */
export const SETTLE_AFTER_MS = 1_000;

interface Request {
  readonly dag: ProjectedDag;
  readonly options: LayoutDagOptions;
}

function sameOptions(a: LayoutDagOptions, b: LayoutDagOptions): boolean {
  const keys = Object.keys(a) as (keyof LayoutDagOptions)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** `options`, or the earlier object while every field stays the same, so inline objects do not lay out again. */
function useSameOptions(options: LayoutDagOptions): LayoutDagOptions {
  const kept = useRef(options);
  if (!sameOptions(kept.current, options)) kept.current = options;
  return kept.current;
}

/** Whether a run that was streaming in `before` has ended in `after`. */
function runEnded(before: ProjectedDag | undefined, after: ProjectedDag): boolean {
  if (!before || before.groups === after.groups) return false;
  const streaming = new Set(
    before.groups.filter((group) => group.status === "streaming").map((group) => group.id),
  );
  return after.groups.some((group) => streaming.has(group.id) && group.status !== "streaming");
}

/** The view's layout state: the layouter, what is shown, and the newest DAG asked for. */
class ViewLayouts {
  layouter: DagLayouter | undefined;
  wanted: Request;
  /** The last full or incremental layout shown, and the request it answers. */
  shown: { readonly layout: DagLayout; readonly request: Request } | undefined;
  settleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    request: Request,
    initialLayout: DagLayoutResult | undefined,
    private readonly show: (result: DagLayoutResult) => void,
  ) {
    this.wanted = request;
    if (initialLayout?.status === "ok" && initialLayout.placement !== "partial")
      this.shown = { layout: initialLayout, request };
  }

  /** `layout` carried forward to the newest DAG, by appending, when it answers an older one. */
  private current(layout: DagLayout, request: Request): DagLayout | undefined {
    const wanted = this.wanted;
    if (wanted.dag === request.dag && wanted.options === request.options) return layout;
    if (wanted.options !== request.options) return undefined;
    return appendToLayout(wanted.dag, layout, resolveSettings(wanted.options));
  }

  /** Shows the newest DAG: appended in place when it can be, else laid out by the layouter. */
  update(request: Request): void {
    if (this.wanted.dag === request.dag && this.wanted.options === request.options) return;
    if (this.wanted.options !== request.options) this.shown = undefined;
    const before = this.shown;
    this.wanted = request;
    const appended = before && this.current(before.layout, before.request);
    if (!appended) {
      this.layOut();
      return;
    }
    this.shown = { layout: appended, request };
    this.show(appended);
    this.scheduleSettle(runEnded(before.request.dag, request.dag) ? 0 : SETTLE_AFTER_MS);
  }

  private scheduleSettle(delay: number): void {
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.layOut(), delay);
  }

  /** Lays the newest DAG out with elkjs; appends anything newer on arrival. */
  layOut(): void {
    clearTimeout(this.settleTimer);
    const layouter = this.layouter;
    if (!layouter) return;
    const request = this.wanted;
    const showPartial = (partial: DagLayout) => {
      if (this.wanted === request && !this.shown) this.show(partial);
    };
    void layouter.layout(request.dag, request.options, showPartial).then((result) => {
      if (!result || this.layouter !== layouter) return;
      if (result.status !== "ok") {
        if (this.wanted === request) this.show(result);
        return;
      }
      const layout = this.current(result, request);
      if (!layout) {
        this.layOut();
        return;
      }
      this.shown = { layout, request: this.wanted };
      this.show(layout);
      if (layout !== result) this.scheduleSettle(SETTLE_AFTER_MS);
    });
  }

  dispose(): void {
    clearTimeout(this.settleTimer);
    this.layouter?.dispose();
    this.layouter = undefined;
  }
}

/**
 * The layout of `dag`, `undefined` until the first one resolves (or `initialLayout` at once).
 * Keeps one layouter for the view's life (a Web Worker where there is one, elkjs compiled in
 * it once), terminated on unmount. A DAG that only grew is drawn at once with the new nodes
 * placed in place, then laid out again by elkjs when a run ends or after `SETTLE_AFTER_MS`
 * without news; any other DAG is laid out by elkjs, a newer request cancelling an older one,
 * a big history drawn first as its newest runs.
 * @example
 * const layout = useDagLayout(projectDAG(graph), { direction: "RIGHT" });
 */
export function useDagLayout(
  dag: ProjectedDag,
  options: LayoutDagOptions,
  initialLayout?: DagLayoutResult,
): DagLayoutResult | undefined {
  const stableOptions = useSameOptions(options);
  const [result, setResult] = useState(initialLayout);
  const layouts = useRef<ViewLayouts | undefined>(undefined);
  layouts.current ??= new ViewLayouts({ dag, options: stableOptions }, initialLayout, setResult);
  const { createWorker, workerUrl } = stableOptions;

  useEffect(() => {
    const view = layouts.current as ViewLayouts;
    view.layouter = createDagLayouter({
      thread: "worker",
      ...(createWorker === undefined ? {} : { createWorker }),
      ...(workerUrl === undefined ? {} : { workerUrl }),
    });
    if (!view.shown) view.layOut();
    return () => view.dispose();
  }, [createWorker, workerUrl]);

  useEffect(() => {
    layouts.current?.update({ dag, options: stableOptions });
  }, [dag, stableOptions]);

  return result;
}
