import { useMemo } from "react";
import type { Message } from "../core/projections/messages/Message.js";
import {
  type ProjectMessagesOptions,
  projectMessages,
} from "../core/projections/messages/projectMessages.js";
import type { StoreOptions } from "./StoreOptions.js";
import { useGraph } from "./useGraph.js";

/** Options of `useMessages`. */
export interface UseMessagesOptions extends ProjectMessagesOptions, StoreOptions {}

/**
 * The main flow as chat messages, ready for the next model request.
 * @example
 * const messages = useMessages({ includeReasoning: true });
 * const request = toOpenAIMessages(messages);
 */
export function useMessages(options: UseMessagesOptions = {}): readonly Message[] {
  const graph = useGraph(options);
  const { includeReasoning, unanswered, active } = options;
  // projectMessages reuses its work across graphs only for the same options object.
  const projection = useMemo(() => {
    const chosen: { -readonly [K in keyof ProjectMessagesOptions]: ProjectMessagesOptions[K] } = {};
    if (includeReasoning !== undefined) chosen.includeReasoning = includeReasoning;
    if (unanswered) chosen.unanswered = unanswered;
    if (active) chosen.active = active;
    return chosen;
  }, [includeReasoning, unanswered, active]);
  return useMemo(() => projectMessages(graph, projection), [graph, projection]);
}
