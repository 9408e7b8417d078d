import { LabelsProvider } from "../../components/labels/LabelsProvider.js";
import type { ThreadlineLabels } from "../../components/labels/ThreadlineLabels.js";
import { useFormatters } from "../../components/labels/useFormatters.js";
import { useLabels } from "../../components/labels/useLabels.js";
import { useStableObject } from "../../components/useStableObject.js";
import type { ProjectedDag } from "../../core/projections/dag/DagNode.js";
import type { DagLayoutResult, LayoutDagOptions } from "../layout/DagLayout.js";
import { DagCanvas } from "./DagCanvas.js";
import type { DagViewComponents } from "./DagViewComponents.js";
import { useDagLayout } from "./useDagLayout.js";

/** Props of `DagView`. */
export interface DagViewProps {
  /** The DAG to draw: `projectDAG(graph)`, or `projectDAG(graph, { collapsed: true })`. */
  readonly dag: ProjectedDag;
  /**
   * The selected graph node id (shared with `Thread`): highlighted, and brought into view
   * when it changes. In collapsed mode an id folded into a node selects that node.
   */
  readonly selectedId?: string | undefined;
  /** Called with a node's id when it is clicked, or reached or chosen with the keyboard. */
  readonly onSelect?: ((id: string) => void) | undefined;
  /** A graph node id to highlight, such as the thread item under the pointer. */
  readonly hoveredId?: string | undefined;
  /**
   * Options of `layoutDag` (direction, spacing, sizes, worker, deadline). Functions in it
   * should keep their identity: a change lays the graph out again from scratch.
   * @default {}
   */
  readonly layoutOptions?: LayoutDagOptions;
  /**
   * A layout of the first `dag` made ahead (in a loader, on the server): drawn at once
   * instead of the loading state. Later DAGs are laid out from it incrementally.
   */
  readonly initialLayout?: DagLayoutResult;
  /**
   * Renderers for the inside of each kind of node and for run labels. Keep the object's
   * identity across renders.
   * @default {}
   */
  readonly components?: DagViewComponents;
  /** Accessible name of the graph, over the labels' `dagGraph`. @default labels.dagGraph */
  readonly label?: string;
  /** Labels over the nearest `LabelsProvider`'s (or `defaultLabels`), for everything in the graph. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** A BCP 47 locale for numbers. @default the provider's, or "en-US" */
  readonly locale?: string | undefined;
  readonly className?: string;
}

const NO_OPTIONS: LayoutDagOptions = {};
const NO_COMPONENTS: DagViewComponents = {};

/** `DagView` below its `LabelsProvider`. */
function DagViewBody({
  dag,
  selectedId,
  onSelect,
  hoveredId,
  layoutOptions = NO_OPTIONS,
  initialLayout,
  components = NO_COMPONENTS,
  label,
  className,
}: Omit<DagViewProps, "labels" | "locale">) {
  const labels = useLabels();
  const format = useFormatters();
  const layout = useDagLayout(dag, layoutOptions, initialLayout);
  const classes = className ? `tl-dag ${className}` : "tl-dag";
  if (layout === undefined)
    return (
      <div className={classes} data-status="pending">
        <p className="tl-dag__notice" role="status">
          {labels.dagLayingOut}
        </p>
      </div>
    );
  if (layout.status === "too_large")
    return (
      <div className={classes} data-status="too_large">
        <p className="tl-dag__notice" role="status">
          <strong>{labels.dagTooLarge}</strong>{" "}
          {labels.dagTooLargeReason(
            format.count(layout.nodeCount),
            format.count(layout.edgeCount),
            format.count(layout.groupCount),
            format.count(layout.deadlineMs),
          )}
        </p>
      </div>
    );
  return (
    <DagCanvas
      layout={layout}
      selectedId={selectedId}
      hoveredId={hoveredId}
      onSelect={onSelect}
      components={components}
      label={label ?? labels.dagGraph}
      className={classes}
    />
  );
}

/**
 * The run as a graph that grows while the agent works: each run a box (subagents inside
 * their parent's), nodes coloured by kind and tool state, `spawn` edges from a tool call into
 * its subagent's box. Laid out with `layoutDag` (appended nodes leave the others in place),
 * fitted to the view until the user pans or zooms; a minimap while part of it is out of view.
 * Zoomed out too far to read a node's label (under 11 px), each run shows as a card at a
 * readable size: its agent, state, counts, task and steps (its tool calls, and what it said
 * between them where the card has room), with the thread's icons and words, and only the
 * edges between runs' boxes. Arrow keys move between joined nodes; the React Flow stylesheet
 * is part of `threadline/styles.css`.
 * Its words come from `labels` over the nearest `LabelsProvider`'s, as the chat's do.
 * @example
 * const graph = useGraph();
 * const [selectedId, setSelectedId] = useState<string>();
 * return (
 *   <div style={{ height: 600 }}>
 *     <DagView dag={projectDAG(graph)} selectedId={selectedId} onSelect={setSelectedId} />
 *   </div>
 * );
 */
export function DagView({ labels, locale, ...props }: DagViewProps) {
  return (
    <LabelsProvider labels={useStableObject(labels)} locale={locale}>
      <DagViewBody {...props} />
    </LabelsProvider>
  );
}
