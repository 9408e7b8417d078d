import type { Message } from "../projections/messages/Message.js";

/** What a summary message begins with, before the summary's own text. @internal */
export const SUMMARY_PREFIX = "Summary of earlier conversation:\n";

/** The message a summary becomes in the model's context. @internal */
export function summaryMessage(text: string, role: "system" | "user"): Message {
  return { role, content: `${SUMMARY_PREFIX}${text}` };
}
