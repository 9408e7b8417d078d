import type { RunInfo } from "../../graph/Graph.js";
import type { Node } from "../../graph/Node.js";
import type { GraphView } from "../GraphView.js";
import { toolCallContent } from "../toolCallContent.js";
import type { ViewContent, ViewNode, ViewStatus } from "../ViewNode.js";
import type { SegmentOptions } from "./runSegment.js";

// A summary shown where it stands gathers no views: only the top level routes them to it.
const NO_VIEWS: readonly ViewNode[] = Object.freeze([]);

/** What every view of one run shares. @internal */
export interface RunFacts {
  readonly run: RunInfo | undefined;
  readonly runId: string;
  readonly agentId: string | undefined;
  readonly status: ViewStatus;
  readonly options: SegmentOptions;
}

/**
 * What a node that is not a tool call or result shows, or `undefined` for a node that makes
 * no view of its own.
 * @internal
 */
export function plainContent(node: Node): ViewContent | undefined {
  switch (node.kind) {
    case "text":
    case "reasoning":
      return { kind: node.kind, text: node.content };
    case "user":
      return { kind: "user", content: node.content };
    case "error":
      return node.code === undefined
        ? { kind: "error", message: node.message }
        : { kind: "error", message: node.message, code: node.code };
    case "relay": {
      const { relayKind, toolCallId, tool, params, decision } = node;
      return decision === undefined
        ? { kind: "relay", relayKind, toolCallId, tool, params }
        : { kind: "relay", relayKind, toolCallId, tool, params, decision };
    }
    case "summary":
      return { kind: "summary", text: node.content, covers: node.covers, originals: NO_VIEWS };
    case "tool_call":
    case "tool_result":
    case "tool_progress":
    case "harness_start":
    case "harness_end":
    case "usage":
      return undefined;
    default:
      return node satisfies never;
  }
}

/**
 * What a node's view shows, or `undefined` for a node that makes no view (a result whose call
 * exists shows in the call's view; a discarded node, or a relay for a discarded call, shows
 * nothing).
 * @internal
 */
export function viewContent(view: GraphView, node: Node, facts: RunFacts): ViewContent | undefined {
  if (node.discarded) return undefined;
  if (node.kind === "relay" && view.callOf(node.toolCallId)?.discarded) return undefined;
  if (node.kind === "tool_call")
    return toolCallContent(view, node, facts.options.accumulators, facts.status);
  if (node.kind === "tool_result") {
    return view.callOf(node.toolCallId)
      ? undefined
      : toolCallContent(view, node, facts.options.accumulators, facts.status);
  }
  return plainContent(node);
}
