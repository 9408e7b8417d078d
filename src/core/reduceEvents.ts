import { applyEvent } from "./applyEvent.js";
import { createGraph } from "./createGraph.js";
import type { Graph } from "./Graph.js";
import type { GraphEvent } from "./GraphEvent.js";
import { openDraft } from "./openDraft.js";

function internalError(cause: unknown): { code: "internal_error"; message: string } {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return {
    code: "internal_error",
    message: `an event could not be applied (${reason}); it was skipped`,
  };
}

/**
 * Applies one event that could not be applied in a batch, on its own, so that only that
 * event is lost when applying it throws.
 * @internal
 */
export function applyAlone(graph: Graph, event: unknown): Graph {
  const draft = openDraft(graph, createGraph);
  try {
    applyEvent(draft, event);
    return draft.commit();
  } catch (cause) {
    draft.rollback();
    const failed = openDraft(graph, createGraph);
    failed.diagnose(internalError(cause));
    return failed.commit();
  }
}

/**
 * Applies a batch of events and builds one new graph at the end; the same result as
 * applying them one by one with `reduceEvent`. Never throws.
 * @example
 * const graph = reduceEvents(createGraph(), recordedEvents);
 */
export function reduceEvents(graph: Graph, events: Iterable<GraphEvent>): Graph {
  if (typeof (events as Iterable<unknown> | null)?.[Symbol.iterator] !== "function") {
    const draft = openDraft(graph, createGraph);
    draft.diagnose({
      code: "invalid_event",
      field: "events",
      message: "events: expected an iterable of events",
    });
    return draft.commit();
  }
  const iterator = events[Symbol.iterator]();
  const draft = openDraft(graph, createGraph);
  const applied: unknown[] = [];
  let applying = false;
  try {
    for (let step = iterator.next(); !step.done; step = iterator.next()) {
      applied.push(step.value);
      applying = true;
      applyEvent(draft, step.value);
      applying = false;
    }
    return draft.commit();
  } catch (cause) {
    draft.rollback();
    const kept = applied.reduce<Graph>(applyAlone, graph);
    // The source itself threw: keep what it gave and say why it stopped.
    if (!applying) return withDiagnostic(kept, sourceError(cause, applied.length));
    return finishAlone(kept, iterator);
  }
}

function sourceError(cause: unknown, count: number): { code: "internal_error"; message: string } {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return {
    code: "internal_error",
    message: `the event source failed (${reason}) after ${count} events; those were applied`,
  };
}

function withDiagnostic(
  graph: Graph,
  diagnostic: { code: "internal_error"; message: string },
): Graph {
  const draft = openDraft(graph, createGraph);
  draft.diagnose(diagnostic);
  return draft.commit();
}

/** Applies what is left of a batch one event at a time, after one of them threw. */
function finishAlone(graph: Graph, iterator: Iterator<unknown>): Graph {
  let current = graph;
  try {
    for (let step = iterator.next(); !step.done; step = iterator.next())
      current = applyAlone(current, step.value);
  } catch (cause) {
    current = withDiagnostic(current, internalError(cause));
  }
  return current;
}
