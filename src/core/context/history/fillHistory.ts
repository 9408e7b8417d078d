import type { MessageEntry } from "../../projections/messages/runMessages.js";
import type { ContextPolicy } from "../ContextPolicy.js";
import { type ContextHistory, madeFrom } from "./TailHistory.js";

/** Tokens charged so far against those available. @internal */
export interface Budget {
  used: number;
  readonly available: number;
}

/** What filling history decided. @internal */
export interface HistoryFill {
  /** Where kept history begins; before it, everything is left out. */
  readonly start: number;
  /** The turn window, the message cap or the budget stopped the fill. */
  readonly stopped: boolean;
  readonly cutByBudget: boolean;
  /** The kept messages, oldest first. */
  readonly kept: readonly MessageEntry[];
}

/** The start of the group that ends just before `end`: an assistant message with its tool results. */
function groupStart(history: ContextHistory, end: number): number {
  let start = end - 1;
  while (start > 0 && history.at(start).message.role === "tool") start--;
  return start;
}

function groupCovered(
  history: ContextHistory,
  start: number,
  end: number,
  covers: ReadonlySet<string> | undefined,
): boolean {
  if (!covers) return false;
  for (let index = start; index < end; index++) {
    if (madeFrom(history.at(index), covers)) return true;
  }
  return false;
}

/** Whether history before `start` holds a message that the summary does not cover. @internal */
export function uncoveredBefore(
  history: ContextHistory,
  start: number,
  covers: ReadonlySet<string> | undefined,
): boolean {
  for (let end = start; end > 0; ) {
    const groupBegins = groupStart(history, end);
    if (!groupCovered(history, groupBegins, end, covers)) return true;
    end = groupBegins;
  }
  return false;
}

/** The messages of the kept groups, given newest first as start and end pairs. */
function keptOf(history: ContextHistory, groups: readonly number[]): MessageEntry[] {
  const kept: MessageEntry[] = [];
  for (let pair = groups.length - 2; pair >= 0; pair -= 2) {
    const end = groups[pair + 1] as number;
    for (let index = groups[pair] as number; index < end; index++) kept.push(history.at(index));
  }
  return kept;
}

/**
 * Fills history newest first, group by group, skipping what the summary covers, until the
 * turn window, the message cap or the budget stops it; reads only the history it reaches.
 * @internal
 */
export function fillHistory(
  history: ContextHistory,
  covers: ReadonlySet<string> | undefined,
  policy: ContextPolicy,
  budget: Budget,
): HistoryFill {
  const groups: number[] = [];
  let end = history.length;
  let turns = 0;
  let messages = 0;
  const stop = (cutByBudget: boolean): HistoryFill => {
    return { start: end, stopped: true, cutByBudget, kept: keptOf(history, groups) };
  };
  while (end > 0) {
    const start = groupStart(history, end);
    if (groupCovered(history, start, end, covers)) {
      end = start;
      continue;
    }
    if (policy.keepLastTurns > 0 && turns === policy.keepLastTurns) return stop(false);
    let tokens = 0;
    for (let index = start; index < end; index++) tokens += history.tokens(index);
    if (policy.maxMessages > 0 && messages + (end - start) > policy.maxMessages) return stop(false);
    if (budget.used + tokens > budget.available) return stop(true);
    budget.used += tokens;
    messages += end - start;
    if (history.at(start).message.role === "user") turns++;
    groups.push(start, end);
    end = start;
  }
  return { start: 0, stopped: false, cutByBudget: false, kept: keptOf(history, groups) };
}
