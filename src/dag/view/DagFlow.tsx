import { MiniMap, ReactFlow, type ReactFlowState, useStore, useStoreApi } from "@xyflow/react";
import {
  type FocusEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import { useLabels } from "../../components/labels/useLabels.js";
import type { DagLayout } from "../layout/DagLayout.js";
import { DagControls } from "./DagControls.js";
import type { DagFlowEdge, DagFlowNode } from "./DagFlowElements.js";
import type { DagViewComponents } from "./DagViewComponents.js";
import { DagViewContext } from "./DagViewContext.js";
import { DagEdgeMarkers } from "./elements/DagEdgeMarkers.js";
import { dagEdgeTypes, dagNodeTypes } from "./elements/dagNodeTypes.js";
import type { DagNodeIndex } from "./navigation/DagNodeIndex.js";
import { NEAR_ZOOM } from "./navigation/fitTarget.js";
import { focusDagNode } from "./navigation/focusDagNode.js";
import { MINIMAP_SIZE, minimapShows } from "./navigation/minimapShows.js";
import { useDagKeyboard } from "./navigation/useDagKeyboard.js";
import { useFollowView, ZOOM_RANGE } from "./navigation/useFollowView.js";
import { useRevealNode } from "./navigation/useRevealNode.js";

/** Props of `DagFlow`. */
export interface DagFlowProps {
  readonly layout: DagLayout;
  readonly index: DagNodeIndex;
  readonly nodes: readonly DagFlowNode[];
  readonly edges: readonly DagFlowEdge[];
  /** The id of the node shown selected. */
  readonly selected: string | undefined;
  /** The node that Tab reaches first. */
  readonly tabStop: string | undefined;
  readonly onSelect: ((id: string) => void) | undefined;
  readonly components: DagViewComponents;
  readonly label: string;
  readonly className: string;
}

/** From this many nodes React Flow draws only the elements in view. */
const VISIBLE_ONLY_FROM = 300;

const zoomedOut = (state: ReactFlowState) => state.transform[2] < NEAR_ZOOM;

/**
 * Whether some of a graph of `size` lies out of the view, which is when the minimap has
 * something to show that the view does not (true while the view has no size yet).
 */
const partlyOutOfView =
  (size: { readonly width: number; readonly height: number }) => (state: ReactFlowState) => {
    const { width, height, transform } = state;
    if (!(width > 0 && height > 0)) return true;
    const [x, y, zoom] = transform;
    return (
      x < -1 || y < -1 || x + size.width * zoom > width + 1 || y + size.height * zoom > height + 1
    );
  };

/** The steps the zoom is written in: an eighth of a doubling, about 9 %. */
const ZOOM_STEP = 2 ** (1 / 8);
const zoomStep = (zoom: number) => ZOOM_STEP ** Math.round(Math.log(zoom) / Math.log(ZOOM_STEP));
const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * Keeps the view's zoom in the `--tl-dag-zoom` property of `container` while it is below
 * `NEAR_ZOOM`, which draws the run cards at one size on screen. It is written straight from
 * React Flow's store, so a zoom renders no component (the switch between nodes and cards,
 * `data-zoom`, is CSS), and in steps of about 9 %: each write restyles the graph and lays the
 * cards' text out again (about 2 ms for the 50 nodes of the deep nesting story), so a
 * pinch pays for it a few times, not on every frame; the cards' text stays within 5 % of its size.
 */
function useZoomProperty(container: RefObject<HTMLElement | null>) {
  const store = useStoreApi();
  useIsomorphicLayoutEffect(() => {
    let shown: number | undefined;
    const show = ({ transform }: ReactFlowState) => {
      if (transform[2] >= NEAR_ZOOM) return;
      const zoom = zoomStep(transform[2]);
      if (zoom === shown) return;
      shown = zoom;
      container.current?.style.setProperty("--tl-dag-zoom", String(zoom));
    };
    show(store.getState());
    return store.subscribe(show);
  }, [store, container]);
}

function minimapClass(node: DagFlowNode): string {
  if (node.type === "run") return "tl-dag-minimap__run";
  return `tl-dag-minimap__${node.type} tl-dag-minimap--${node.data.node.status}`;
}

/**
 * The graph in React Flow with its controls, and its minimap while some of it is out of
 * view, fitted until the user moves it.
 * @example
 * <ReactFlowProvider>
 *   <DagFlow layout={layout} index={indexDagNodes(layout)} nodes={nodes} edges={edges}
 *     selected={id} tabStop={id} onSelect={setId} components={{}} label="Run graph" className="tl-dag" />
 * </ReactFlowProvider>
 */
export function DagFlow({
  layout,
  index,
  nodes,
  edges,
  selected,
  tabStop,
  onSelect,
  components,
  label,
  className,
}: DagFlowProps) {
  const labels = useLabels();
  const markerPrefix = `tl-dag-${useId().replace(/[^\w-]/g, "")}`;
  const hint = `${markerPrefix}-hint`;
  const container = useRef<HTMLElement>(null);
  const far = useStore(zoomedOut);
  const { width, height } = layout;
  const outOfView = useStore(useMemo(() => partlyOutOfView({ width, height }), [width, height]));
  useZoomProperty(container);
  const { following, stop, resume } = useFollowView(layout, selected);
  const reveal = useRevealNode();
  const onKeyDown = useDagKeyboard({ index, container, onSelect, reveal, onMoved: stop });
  const context = useMemo(() => ({ components, markerPrefix }), [components, markerPrefix]);
  const visibleOnly = layout.nodes.length >= VISIBLE_ONLY_FROM;

  // React Flow does not draw nodes out of view in a big graph, so the Tab stop node may be
  // missing: the view itself takes Tab then and hands focus on to that node, brought into view.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (event.target !== event.currentTarget || tabStop === undefined) return;
    if (from instanceof Node && event.currentTarget.contains(from)) return;
    if (reveal(tabStop)) stop();
    focusDagNode(container, tabStop);
  };

  // Stable, so that a render of the view (the zoom crossing NEAR_ZOOM, the fit let go) does not
  // hand React Flow new handlers, which would render every node again.
  const onMoveStart = useCallback((event: unknown) => event && stop(), [stop]);
  const onNodeClick = useCallback(
    (_event: unknown, node: DagFlowNode) => node.type !== "run" && onSelect?.(node.id),
    [onSelect],
  );

  const revealed = useRef(selected);
  useEffect(() => {
    if (selected === revealed.current) return;
    revealed.current = selected;
    if (selected !== undefined && reveal(selected)) stop();
  }, [selected, reveal, stop]);

  return (
    <DagViewContext.Provider value={context}>
      <section
        ref={container}
        className={className}
        data-status="ready"
        data-zoom={far ? "far" : "near"}
        data-view={following ? "fitted" : "free"}
        aria-label={label}
        aria-describedby={hint}
        tabIndex={visibleOnly ? 0 : undefined}
        onFocus={visibleOnly ? onFocus : undefined}
        onKeyDown={onKeyDown}
      >
        <p id={hint} className="tl-visually-hidden">
          {labels.dagKeyboardHint}
        </p>
        <DagEdgeMarkers prefix={markerPrefix} />
        <ReactFlow<DagFlowNode, DagFlowEdge>
          nodes={nodes as DagFlowNode[]}
          edges={edges as DagFlowEdge[]}
          nodeTypes={dagNodeTypes}
          edgeTypes={dagEdgeTypes}
          minZoom={ZOOM_RANGE.min}
          maxZoom={ZOOM_RANGE.max}
          onlyRenderVisibleElements={visibleOnly}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          edgesFocusable={false}
          disableKeyboardA11y
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          panActivationKeyCode={null}
          onMoveStart={onMoveStart}
          onNodeClick={onNodeClick}
        >
          {/* While the whole graph is in view the minimap would repeat it, over its corner. */}
          {outOfView && minimapShows(layout) && (
            <MiniMap<DagFlowNode>
              nodeClassName={minimapClass}
              style={MINIMAP_SIZE}
              ariaLabel={labels.dagOverview}
            />
          )}
          <DagControls onZoom={stop} onFit={resume} />
        </ReactFlow>
      </section>
    </DagViewContext.Provider>
  );
}
