import {
  ControlButton,
  Controls,
  type ReactFlowState,
  useReactFlow,
  useStore,
} from "@xyflow/react";
import { useLabels } from "../../components/labels/useLabels.js";

/** Props of `DagControls`. */
export interface DagControlsProps {
  /** Called after a zoom button zoomed. */
  readonly onZoom: () => void;
  /** Called after the fit button fitted the graph into view. */
  readonly onFit: () => void;
}

const largest = (state: ReactFlowState) => state.transform[2] >= state.maxZoom;
const smallest = (state: ReactFlowState) => state.transform[2] <= state.minZoom;

/**
 * React Flow's zoom and fit buttons, with its classes and icons, named in the labels. Its own
 * buttons take their names from its store, which holds its English defaults on the server
 * and in the first render.
 * @example
 * <ReactFlow nodes={nodes}>
 *   <DagControls onZoom={stop} onFit={resume} />
 * </ReactFlow>
 */
export function DagControls({ onZoom, onFit }: DagControlsProps) {
  const labels = useLabels();
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  const zoomedIn = useStore(largest);
  const zoomedOut = useStore(smallest);
  return (
    <Controls
      showZoom={false}
      showFitView={false}
      showInteractive={false}
      aria-label={labels.dagControls}
    >
      <ControlButton
        className="react-flow__controls-zoomin"
        title={labels.dagZoomIn}
        aria-label={labels.dagZoomIn}
        disabled={zoomedIn}
        onClick={() => {
          void zoomIn();
          onZoom();
        }}
      >
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true">
          <path d="M32 18.133H18.133V32h-4.266V18.133H0v-4.266h13.867V0h4.266v13.867H32z" />
        </svg>
      </ControlButton>
      <ControlButton
        className="react-flow__controls-zoomout"
        title={labels.dagZoomOut}
        aria-label={labels.dagZoomOut}
        disabled={zoomedOut}
        onClick={() => {
          void zoomOut();
          onZoom();
        }}
      >
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 5" aria-hidden="true">
          <path d="M0 0h32v4.2H0z" />
        </svg>
      </ControlButton>
      <ControlButton
        className="react-flow__controls-fitview"
        title={labels.dagFitView}
        aria-label={labels.dagFitView}
        onClick={() => {
          void fitView();
          onFit();
        }}
      >
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 30" aria-hidden="true">
          <path d="M3.692 4.63c0-.53.4-.938.939-.938h5.215V0H4.708C2.13 0 0 2.054 0 4.63v5.216h3.692V4.631zM27.354 0h-5.2v3.692h5.17c.53 0 .984.4.984.939v5.215H32V4.631A4.624 4.624 0 0027.354 0zm.954 24.83c0 .532-.4.94-.939.94h-5.215v3.768h5.215c2.577 0 4.631-2.13 4.631-4.707v-5.139h-3.692v5.139zm-23.677.94c-.531 0-.939-.4-.939-.94v-5.138H0v5.139c0 2.577 2.13 4.707 4.708 4.707h5.138V25.77H4.631z" />
        </svg>
      </ControlButton>
    </Controls>
  );
}
