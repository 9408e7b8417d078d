import { GraphView } from "./GraphView.js";

/**
 * A `GraphView` that takes a run as ended or failed only when the node named like its end or
 * error is of that kind: a tool call that happens to be called `r1:error` fails no run. The
 * check matters for incremental work: such a node arrives in another run, so the run it
 * merely names is never marked as changed.
 * @internal
 */
export class DagGraphView extends GraphView {
  override ended(runId: string): boolean {
    return this.node(`${runId}:harness_end`)?.kind === "harness_end";
  }

  override failed(runId: string): boolean {
    return this.node(`${runId}:error`)?.kind === "error";
  }
}
