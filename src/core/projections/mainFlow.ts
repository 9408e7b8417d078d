import { type ActiveAlternatives, type Fork, followedRun, forksOf } from "./forks.js";
import type { GraphView } from "./GraphView.js";

/**
 * The runs of the main flow in order: runs with no parent, then depth first the run that
 * is followed at each fork. Subagents, alternatives not followed and runs still waiting
 * for their parent are left out.
 * @internal
 */
export function mainFlow(view: GraphView, active: ActiveAlternatives | undefined): string[] {
  const flow: string[] = [];
  const pending: string[] = [];
  const roots = view.roots().filter((runId) => view.run(runId)?.parentId === undefined);
  for (let index = roots.length - 1; index >= 0; index--) pending.push(roots[index] as string);
  const seen = new Set<string>();
  for (let runId = pending.pop(); runId !== undefined; runId = pending.pop()) {
    if (seen.has(runId)) continue;
    seen.add(runId);
    flow.push(runId);
    const forks = forksOf(view, runId);
    for (let index = forks.length - 1; index >= 0; index--) {
      const fork = forks[index] as Fork;
      pending.push(followedRun(fork.nodeId, fork.children, active));
    }
  }
  return flow;
}
