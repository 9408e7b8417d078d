import { createGraph } from "../graph/createGraph.js";
import type { Diagnostic } from "../graph/Graph.js";
import type { GraphEvent } from "../graph/GraphEvent.js";
import { reduceEvents } from "../graph/reduceEvents.js";
import type { BatchMode, ConversationStore } from "./ConversationStore.js";
import { defaultBatchMode, type Schedule, scheduleFor } from "./flushScheduler.js";
import { newDiagnostics } from "./newDiagnostics.js";
import { TimeTravel } from "./TimeTravel.js";
import { ViewClock } from "./ViewClock.js";

/** Options of `createConversationStore`. */
export interface ConversationStoreOptions {
  /** Events applied before the store is returned. */
  readonly initialEvents?: Iterable<GraphEvent>;
  /** How dispatched events are batched. @default "frame" in browsers, "microtask" elsewhere */
  readonly batch?: BatchMode;
  /** Called with each diagnostic of the reducer and each problem a source reports. */
  readonly onDiagnostic?: (diagnostic: Diagnostic) => void;
  /** Replaces the wait between flushes of the batch mode (tests, custom render loops). */
  readonly schedule?: Schedule;
  /**
   * The clock dispatched events are stamped with, in milliseconds, for `durationOf`; pass a
   * fixed one for reproducible stories and tests.
   * @default Date.now
   */
  readonly clock?: () => number;
}

/**
 * Creates a store that owns one conversation's graph: sources dispatch into it, views
 * subscribe to it. A stream of 1 000 events/s costs one notification per animation frame.
 * @example
 * const store = createConversationStore();
 * store.subscribe(() => render(projectThread(store.getSnapshot())));
 * store.dispatch({ type: "user", runId: "u1", content: "Hello" });
 */
export function createConversationStore(options: ConversationStoreOptions = {}): ConversationStore {
  const batch = options.batch ?? defaultBatchMode();
  const wait = scheduleFor(batch);
  const schedule: Schedule | undefined = wait && (options.schedule ?? wait);
  const leading = batch === "frame";
  const onDiagnostic = options.onDiagnostic;
  const listeners = new Set<() => void>();
  const travel = new TimeTravel();
  const clock = options.clock ?? Date.now;
  const times = new ViewClock();
  let dispatches = 0;
  let log: GraphEvent[] = [...(options.initialEvents ?? [])];
  let graph = reduceEvents(createGraph(), log);
  let queue: GraphEvent[] = [];
  let cancelWait: (() => void) | undefined;
  let flushing = false;

  function notify(): void {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function apply(): void {
    if (flushing) return;
    flushing = true;
    try {
      while (queue.length > 0) {
        const events = queue;
        queue = [];
        const previous = graph;
        graph = reduceEvents(graph, events);
        if (graph === previous) continue;
        if (onDiagnostic) for (const found of newDiagnostics(previous, graph)) onDiagnostic(found);
        notify();
      }
    } finally {
      flushing = false;
    }
  }

  function afterWait(): void {
    cancelWait = undefined;
    if (queue.length === 0) return;
    if (leading && schedule) cancelWait = schedule(afterWait);
    apply();
  }

  /** Stamps events with `given` times, or all with the clock's time now. */
  function stamp(events: readonly GraphEvent[], given: readonly number[] | undefined): void {
    const now = given ? 0 : clock();
    dispatches++;
    for (let index = 0; index < events.length; index++) {
      const at = given?.[index];
      times.stamp(
        events[index],
        typeof at === "number" && Number.isFinite(at) ? at : now,
        dispatches,
      );
    }
  }

  function dispatch(input: GraphEvent | readonly GraphEvent[], given?: readonly number[]): void {
    const events = Array.isArray(input) ? (input as readonly GraphEvent[]) : [input as GraphEvent];
    if (events.length === 0) return;
    stamp(events, given);
    for (const event of events) {
      log.push(event);
      queue.push(event);
    }
    if (!schedule) apply();
    else if (!cancelWait) {
      cancelWait = schedule(afterWait);
      if (leading) apply();
    }
  }

  return {
    dispatch,
    getSnapshot: () => graph,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: apply,
    report(diagnostic) {
      onDiagnostic?.(diagnostic);
    },
    reset(events = [], given) {
      cancelWait?.();
      cancelWait = undefined;
      queue = [];
      log = [...events];
      travel.forget();
      times.clear();
      if (given) stamp(log, given);
      graph = reduceEvents(createGraph(), log);
      notify();
    },
    get log() {
      return log;
    },
    graphAt: (index) => travel.graphAt(log, index),
    durationOf: (view) => times.durationOf(view),
  };
}
