import type { RunInfo } from "../../graph/Graph.js";
import type { GraphView } from "../../projections/GraphView.js";
import {
  type MessageEntry,
  messageMemo,
  runMessages,
} from "../../projections/messages/runMessages.js";
import type { TokenCounter } from "../estimateTokens.js";
import { filterKinds } from "./contextHistory.js";
import type { HistoryKinds } from "./RunTallies.js";
import { type HistoryRuns, positionsOf } from "./walkHistoryRuns.js";

/** The history a context is cut from, after kind filtering, oldest first. @internal */
export interface ContextHistory {
  readonly length: number;
  at(index: number): MessageEntry;
  /** The tokens of message `index`. */
  tokens(index: number): number;
  /** Whether any message was made from a node in `covers`. */
  coversAny(covers: ReadonlySet<string>): boolean;
}

/** Whether a message was made from a node in `covers`. @internal */
export function madeFrom(entry: MessageEntry, covers: ReadonlySet<string>): boolean {
  return entry.nodeIds.some((id) => covers.has(id));
}

/** A history already built whole. @internal */
export function arrayHistory(
  entries: readonly MessageEntry[],
  counter: TokenCounter,
): ContextHistory {
  return {
    length: entries.length,
    at: (index) => entries[index] as MessageEntry,
    tokens: (index) => counter.message((entries[index] as MessageEntry).message),
    coversAny: (covers) => entries.some((entry) => madeFrom(entry, covers)),
  };
}

/** A run gave another number of messages than its nodes' kinds said. @internal */
export class HistoryMismatch extends Error {}

/**
 * The history of the main flow as counted by `historyRuns`, each run's messages built only
 * when a message of it is read: reading from the end builds only the runs read.
 * @internal
 */
export class TailHistory implements ContextHistory {
  readonly length: number;
  readonly #view: GraphView;
  readonly #runs: HistoryRuns;
  readonly #kinds: HistoryKinds;
  readonly #memo: WeakMap<RunInfo, readonly MessageEntry[]>;
  readonly #counted: NonNullable<HistoryRuns["counted"]>;
  #position = 0;
  #start = 0;
  #end = 0;
  #entries: readonly MessageEntry[] = [];

  constructor(view: GraphView, runs: HistoryRuns, kinds: HistoryKinds, counter: TokenCounter) {
    this.#view = view;
    this.#runs = runs;
    if (runs.counted?.counter !== counter) runs.counted = { counter, tokens: [] };
    this.#counted = runs.counted;
    // Sized up front: a write far past the end would turn the arrays into slow dictionaries.
    runs.built.length = runs.runIds.length;
    runs.counted.tokens.length = runs.runIds.length;
    this.#kinds = kinds;
    this.#memo = messageMemo({ includeReasoning: kinds.reasoning, unanswered: "placeholder" });
    this.length = runs.ends.at(-1) ?? 0;
  }

  at(index: number): MessageEntry {
    if (index < this.#start || index >= this.#end) this.#load(this.#positionOf(index));
    return this.#entries[index - this.#start] as MessageEntry;
  }

  tokens(index: number): number {
    this.at(index);
    const { counter, tokens } = this.#counted;
    let counts = tokens[this.#position];
    if (!counts) {
      counts = this.#entries.map((entry) => counter.message(entry.message));
      tokens[this.#position] = counts;
    }
    return counts[index - this.#start] as number;
  }

  /** Looks only at the runs that hold a covered node, or the call a covered result answers. */
  coversAny(covers: ReadonlySet<string>): boolean {
    const positions = positionsOf(this.#runs);
    const checked = new Set<string>();
    for (const id of covers) {
      const node = this.#view.node(id);
      if (!node) continue;
      const call = node.kind === "tool_result" ? this.#view.node(node.toolCallId) : undefined;
      for (const runId of [node.runId, call?.runId]) {
        const position = runId === undefined ? undefined : positions.get(runId);
        if (position === undefined || checked.has(runId as string)) continue;
        checked.add(runId as string);
        if (this.#entriesOf(position).some((entry) => madeFrom(entry, covers))) return true;
      }
    }
    return false;
  }

  #load(position: number): void {
    this.#position = position;
    this.#entries = this.#entriesOf(position);
    this.#start = this.#runs.ends[position - 1] ?? 0;
    this.#end = this.#runs.ends[position] as number;
  }

  /** The position of the run that gives message `index`: usually a run next to the last one read. */
  #positionOf(index: number): number {
    const ends = this.#runs.ends;
    const step = index < this.#start ? -1 : 1;
    for (let position = this.#position + step, tries = 0; tries < 8; position += step, tries++) {
      if (position < 0 || position >= ends.length) break;
      if ((ends[position - 1] ?? 0) <= index && index < (ends[position] as number)) return position;
    }
    let low = 0;
    let high = ends.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((ends[middle] as number) > index) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  #entriesOf(position: number): readonly MessageEntry[] {
    const known = this.#runs.built[position];
    if (known) return known;
    const runId = this.#runs.runIds[position] as string;
    const options = { includeReasoning: this.#kinds.reasoning, unanswered: "placeholder" } as const;
    const entries = filterKinds(runMessages(this.#view, runId, options, this.#memo), this.#kinds);
    const expected = (this.#runs.ends[position] as number) - (this.#runs.ends[position - 1] ?? 0);
    if (entries.length !== expected) {
      throw new HistoryMismatch(`run ${runId}: ${entries.length} messages, counted ${expected}`);
    }
    this.#runs.built[position] = entries;
    return entries;
  }
}
