import { useEffect, useRef, useState } from "react";
import type { Turn } from "../../core/projections/groupTurns.js";
import type { ThreadLabels } from "../labels/threadLabels.js";
import { shortLabel } from "../shortLabel.js";

function summaryOf(turn: Turn, labels: ThreadLabels): string {
  const author = shortLabel(turn.agentId ?? labels.assistantName);
  if (turn.status === "error") return labels.announceFailed(author);
  for (let index = turn.parts.length - 1; index >= 0; index--) {
    const content = turn.parts[index]?.content;
    if (content?.kind === "text") return labels.announceAnswer(author, content.text.slice(0, 200));
  }
  return labels.announceFinished(author);
}

/**
 * The message for a polite live region when assistant turns finish: whole blocks, never
 * tokens, so a screen reader is not flooded while text streams.
 * @internal
 */
export function useCompletionAnnouncer(turns: readonly Turn[], labels: ThreadLabels): string {
  const [message, setMessage] = useState("");
  const previous = useRef<readonly Turn[] | undefined>(undefined);
  const labelsRef = useRef(labels);
  labelsRef.current = labels;
  useEffect(() => {
    const before = previous.current;
    previous.current = turns;
    if (!before) return;
    // Turns that did not change keep their identity, so only the changed tail is walked.
    let finished: Turn | undefined;
    for (let index = turns.length - 1; index >= 0; index--) {
      const turn = turns[index] as Turn;
      const earlier = before[index];
      if (earlier === turn) break;
      if (
        earlier?.id === turn.id &&
        earlier.status === "streaming" &&
        turn.role === "assistant" &&
        turn.status !== "streaming"
      )
        finished ??= turn;
    }
    if (finished) setMessage(summaryOf(finished, labelsRef.current));
  }, [turns]);
  return message;
}
