import type { Diagnostic, Graph } from "../graph/Graph.js";

/** The diagnostics `next` has that `previous` did not, oldest first. */
export function newDiagnostics(previous: Graph, next: Graph): readonly Diagnostic[] {
  const before = previous.diagnostics;
  const after = next.diagnostics;
  if (before === after) return [];
  const newestBefore = before[before.length - 1];
  if (newestBefore === undefined) return after;
  const at = after.lastIndexOf(newestBefore);
  return at < 0 ? after : after.slice(at + 1);
}
