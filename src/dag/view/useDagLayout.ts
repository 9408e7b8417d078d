import { useEffect, useRef, useState } from "react";
import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import type { DagLayout, DagLayoutResult, LayoutDagOptions } from "../layout/DagLayout.js";
import { layoutDag } from "../layout/layoutDag.js";

interface Request {
  readonly dag: ProjectedDag | undefined;
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

/**
 * The layout of `dag`, `undefined` until the first one resolves (or `initialLayout` at once).
 * One layout runs at a time; a DAG that changes meanwhile is laid out next, newest first, with
 * the last good layout as `previous` so that appended nodes leave the others in place.
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
  const wanted = useRef<Request>({ dag, options: stableOptions });
  const done = useRef<Request>({ dag: initialLayout ? dag : undefined, options: stableOptions });
  const previous = useRef<DagLayout | undefined>(
    initialLayout?.status === "ok" ? initialLayout : undefined,
  );
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    wanted.current = { dag, options: stableOptions };
    const pump = async () => {
      running.current = true;
      try {
        for (
          let next = wanted.current;
          next.dag !== done.current.dag || next.options !== done.current.options;
          next = wanted.current
        ) {
          const earlier = next.options === done.current.options ? previous.current : undefined;
          const laidOut = await layoutDag(next.dag as ProjectedDag, {
            ...next.options,
            ...(earlier && { previous: earlier }),
          });
          if (!mounted.current) return;
          done.current = next;
          if (laidOut.status === "ok") previous.current = laidOut;
          setResult(laidOut);
        }
      } finally {
        running.current = false;
      }
    };
    if (!running.current) void pump();
    return () => {
      mounted.current = false;
    };
  }, [dag, stableOptions]);

  return result;
}
