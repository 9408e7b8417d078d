import type { DagEdgeKind } from "../../../core/projections/dag/DagNode.js";

const KINDS: readonly DagEdgeKind[] = ["sequence", "spawn"];

/**
 * The arrowheads of one view's edges, `${prefix}-sequence` and `${prefix}-spawn`.
 * @example
 * <DagEdgeMarkers prefix="tl-dag-r1" />
 */
export function DagEdgeMarkers({ prefix }: { readonly prefix: string }) {
  return (
    <svg className="tl-dag__markers" aria-hidden="true" width="0" height="0">
      <defs>
        {KINDS.map((kind) => (
          <marker
            key={kind}
            id={`${prefix}-${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="9"
            markerHeight="9"
            markerUnits="userSpaceOnUse"
            orient="auto"
          >
            <path d="M0,1 L9,5 L0,9 Z" className={`tl-dag__arrow tl-dag__arrow--${kind}`} />
          </marker>
        ))}
      </defs>
    </svg>
  );
}
