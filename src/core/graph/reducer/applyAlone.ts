import { createGraph } from "../createGraph.js";
import type { Diagnostic, Graph } from "../Graph.js";
import { applyEvent } from "./applyEvent.js";
import type { GraphDraft } from "./GraphDraft.js";
import { closeDraft, openDraft } from "./openDraft.js";

/** What a thrown value says, without throwing again. @internal */
export function reasonOf(cause: unknown): string {
  try {
    return cause instanceof Error ? cause.message : String(cause);
  } catch {
    return "unreadable error";
  }
}

function committed(draft: GraphDraft): Graph {
  const graph = draft.commit();
  closeDraft(draft);
  return graph;
}

/** The graph with one more diagnostic. @internal */
export function withDiagnostic(graph: Graph, diagnostic: Diagnostic): Graph {
  const draft = openDraft(graph, createGraph);
  draft.diagnose(diagnostic);
  return committed(draft);
}

/**
 * Applies one event through a draft of its own, the general path of `reduceEvent`: if applying
 * it throws, only that event is lost.
 * @internal
 */
export function applyAlone(graph: Graph, event: unknown): Graph {
  const draft = openDraft(graph, createGraph);
  try {
    applyEvent(draft, event);
    return committed(draft);
  } catch (cause) {
    draft.rollback();
    closeDraft(draft);
    const message = `an event could not be applied (${reasonOf(cause)}); it was skipped`;
    return withDiagnostic(graph, { code: "internal_error", message });
  }
}
