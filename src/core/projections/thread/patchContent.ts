import type { GraphView } from "../GraphView.js";
import { toolCallContent } from "../toolCallContent.js";
import type { ViewNode } from "../ViewNode.js";
import { reuseView } from "./reuseView.js";
import type { SegmentOptions } from "./runSegment.js";
import type { Assembly, BuiltSegment } from "./threadAssembly.js";
import { freezeView, viewStatus } from "./viewDraft.js";

/** The index of the view with this id; branch hosts are usually near the end. */
function indexOfId(views: readonly ViewNode[], id: string): number {
  let index = views.length - 1;
  while (index >= 0 && (views[index] as ViewNode).id !== id) index--;
  return index;
}

/** The view of `views` that shows the node: streamed text is usually the last. */
function indexShowing(views: readonly ViewNode[], nodeId: string): number {
  let index = views.length - 1;
  while (index >= 0 && !(views[index] as ViewNode).nodeIds.includes(nodeId)) index--;
  return index;
}

/**
 * `view` showing its nodes as they are now: merged text or reasoning, or a tool call with a
 * fuller input; `undefined` for other views.
 */
function viewNow(graph: GraphView, view: ViewNode, options: SegmentOptions): ViewNode | undefined {
  const { kind } = view.content;
  if (kind === "tool_call") {
    const call = graph.callOf(view.id);
    if (!call) return undefined;
    const runStatus = graph.status(view.runId);
    const content = toolCallContent(graph, call, options.accumulators, runStatus);
    return { ...view, content, status: viewStatus(content, runStatus) };
  }
  if (kind !== "text" && kind !== "reasoning") return undefined;
  let text = "";
  for (const id of view.nodeIds) {
    const node = graph.node(id);
    if (node?.kind !== kind) return undefined;
    text += node.content;
  }
  return { ...view, content: { kind, text } };
}

/**
 * Brings the assembly's top-level list up to date in place after the content of one node
 * changed and nothing else in the graph did (a streamed chunk, a fuller tool input): the view
 * showing the node is made again, and so is each view whose branch lists hold it, up to the
 * top level; every other view is kept (all of them, and the list is left as it was, when the
 * node shows the same as before: "unchanged"). The work is proportional to the nesting depth
 * and the lengths of the lists on the way, not to the graph. Records the new segments in
 * `assembly` on success ("patched"); `undefined`, with nothing changed, when the views are
 * not where the assembly says (then the run is rebuilt instead).
 * @internal
 */
export function patchContent(
  graph: GraphView,
  assembly: Assembly,
  options: SegmentOptions,
  change: { readonly runId: string; readonly nodeId: string },
): "patched" | "unchanged" | undefined {
  const { runId, nodeId } = change;
  const { segments, starts, placements } = assembly;
  const built = segments.get(runId);
  if (!built) return undefined;
  let at = indexShowing(built.segment.views, nodeId);
  const old = built.segment.views[at];
  let after = old && viewNow(graph, old, options);
  if (!old || !after) return undefined;
  // The same input sent again shows the same: every view stays, the list too.
  if (reuseView(old, after) === old) return "unchanged";
  freezeView(after);
  let before: ViewNode = old;
  let current = runId;
  let segment: BuiltSegment = { run: graph.run(runId), segment: built.segment };
  const rebuilt: [string, BuiltSegment][] = [];
  // Each step goes one list up; a stale placement cannot loop for longer than there are runs.
  for (let steps = 0; steps <= segments.size; steps++) {
    const { views, continuations } = segment.segment;
    const replaced = views.slice();
    replaced[at] = after;
    rebuilt.push([current, { run: segment.run, segment: { views: replaced, continuations } }]);
    const start = starts.get(current);
    if (start) {
      const position = start.position + at;
      if (assembly.result[position] !== before) return undefined;
      assembly.result[position] = after;
      for (const [id, done] of rebuilt) segments.set(id, done);
      return "patched";
    }
    const placement = placements.get(current);
    const host = placement && segments.get(placement.hostRunId);
    if (!placement || !host) return undefined;
    const hostAt = indexOfId(host.segment.views, placement.hostId);
    const hostView = host.segment.views[hostAt];
    const list = hostView?.branches[placement.branch];
    const slot = placement.offset + at;
    if (!hostView || !list || list[slot] !== before) return undefined;
    // A chain of one run shows its segment's own list: it stays so.
    const listNow = list === views ? replaced : list.slice();
    listNow[slot] = after;
    const branches = hostView.branches.slice();
    branches[placement.branch] = listNow;
    before = hostView;
    after = { ...hostView, branches };
    freezeView(after);
    current = placement.hostRunId;
    at = hostAt;
    segment = host;
  }
  return undefined;
}
