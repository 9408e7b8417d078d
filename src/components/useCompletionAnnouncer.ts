import { useEffect, useRef, useState } from "react";
import type { Turn } from "../core/projections/groupTurns.js";

function summaryOf(turn: Turn): string {
  const author = turn.agentId ?? "Assistant";
  if (turn.status === "error") return `${author} failed.`;
  for (let index = turn.parts.length - 1; index >= 0; index--) {
    const content = turn.parts[index]?.content;
    if (content?.kind === "text") return `${author}: ${content.text.slice(0, 200)}`;
  }
  return `${author} finished.`;
}

/**
 * The message for a polite live region when assistant turns finish: whole blocks, never
 * tokens, so a screen reader is not flooded while text streams.
 * @internal
 */
export function useCompletionAnnouncer(turns: readonly Turn[]): string {
  const [message, setMessage] = useState("");
  const seen = useRef<Map<string, Turn["status"]> | undefined>(undefined);
  useEffect(() => {
    const previous = seen.current;
    const next = new Map<string, Turn["status"]>();
    let finished: Turn | undefined;
    for (const turn of turns) {
      next.set(turn.id, turn.status);
      const before = previous?.get(turn.id);
      if (
        previous &&
        turn.role === "assistant" &&
        turn.status !== "streaming" &&
        before === "streaming"
      )
        finished = turn;
    }
    seen.current = next;
    if (finished) setMessage(summaryOf(finished));
  }, [turns]);
  return message;
}
