import type { Turn } from "../../core/projections/groupTurns.js";

/** Whether any two assistant turns of `turns` come from different agents. */
function hasSeveralAgents(turns: readonly Turn[]): boolean {
  let first: Turn | undefined;
  for (const turn of turns) {
    if (turn.role !== "assistant") continue;
    if (!first) first = turn;
    else if (turn.agentId !== first.agentId) return true;
  }
  return false;
}

/**
 * Tells which turns of a thread show their agent's name: in a thread with more than one
 * assistant agent, an assistant turn whose agent differs from the previous assistant turn's
 * (and the first assistant turn). Asked only for the turns drawn, it walks back to the
 * previous assistant turn, a step or two; only the first assistant turn needs the whole
 * thread, looked at once per `turns` and only when that turn is drawn. A turn whose agent
 * differs from the one before proves by itself that there are several agents.
 * @internal
 */
export function agentNames(turns: readonly Turn[]): (index: number) => boolean {
  let several: boolean | undefined;
  return (index) => {
    const turn = turns[index];
    if (turn?.role !== "assistant") return false;
    for (let before = index - 1; before >= 0; before--) {
      const earlier = turns[before] as Turn;
      if (earlier.role === "assistant") return earlier.agentId !== turn.agentId;
    }
    several ??= hasSeveralAgents(turns);
    return several;
  };
}
