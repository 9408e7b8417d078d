/**
 * The conversation states the app's chat is pictured in: every catalogue entry but the tool
 * states (the weather card's stories draw those with the app's own tool) and `cjk-text`
 * (Chinese needs a CJK font, which threadline/fonts.css does not ship and this app does not
 * load: the machine's own would change the picture from one machine to the next).
 */
export const chatStates = [
  "run-starting",
  "text-streaming-mid-word",
  "text-streaming-mid-code-block",
  "reasoning-open",
  "reasoning-done",
  "error-mid-stream",
  "summary",
  "alternatives",
  "parallel-subagents",
  "long-thread",
  "rtl-text",
  "huge-output",
  "hostile-content",
] as const;
