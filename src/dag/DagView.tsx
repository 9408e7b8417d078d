import type { ProjectedDag } from "../core/projections/DagNode.js";
import { DagCanvas } from "./DagCanvas.js";
import type { DagLayoutResult, LayoutDagOptions } from "./DagLayout.js";
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
  /** Accessible name of the graph. @default "Run graph" */
  readonly label?: string;
  readonly className?: string;
}

const NO_OPTIONS: LayoutDagOptions = {};
const NO_COMPONENTS: DagViewComponents = {};

/**
 * The run as a graph that grows while the agent works: each run a box (subagents inside
 * their parent's), nodes coloured by kind and tool state, `spawn` edges from a tool call into
 * its subagent. Laid out with `layoutDag` (appended nodes leave the others in place), fitted
 * to the view until the user pans or zooms, labels hidden when zoomed far out. Arrow keys
 * move between joined nodes; the React Flow stylesheet is part of `threadline/styles.css`.
 * @example
 * const graph = useGraph();
 * const [selectedId, setSelectedId] = useState<string>();
 * return (
 *   <div style={{ height: 600 }}>
 *     <DagView dag={projectDAG(graph)} selectedId={selectedId} onSelect={setSelectedId} />
 *   </div>
 * );
 */
export function DagView({
  dag,
  selectedId,
  onSelect,
  hoveredId,
  layoutOptions = NO_OPTIONS,
  initialLayout,
  components = NO_COMPONENTS,
  label = "Run graph",
  className,
}: DagViewProps) {
  const layout = useDagLayout(dag, layoutOptions, initialLayout);
  const classes = className ? `tl-dag ${className}` : "tl-dag";
  if (layout === undefined)
    return (
      <div className={classes} data-state="pending">
        <p className="tl-dag__notice" role="status">
          Laying out the graph…
        </p>
      </div>
    );
  if (layout.status === "too_large")
    return (
      <div className={classes} data-state="too_large">
        <p className="tl-dag__notice" role="status">
          <strong>This run is too large to draw as a graph.</strong> {layout.reason}
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
      label={label}
      className={classes}
    />
  );
}
