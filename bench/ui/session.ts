import type { GraphEvent, TextEvent } from "threadline";
import { longSession } from "threadline/testing";

const STREAM_RUN = "assistant-stream";
const WORDS = [
  "the",
  "agent",
  "reads",
  "configuration",
  "file",
  "and",
  "then",
  "updates",
  "three",
  "tests",
  "before",
  "running",
  "build,",
  "which",
  "passes.",
];
const TOKENS_PER_PARAGRAPH = 60;

/** The events of a `longSession` of `turns` turns, then a user message and an open assistant run. */
export function sessionEvents(turns: number): GraphEvent[] {
  const events = longSession(turns).user("Explain what you changed, in detail.").events();
  const question = events.at(-1);
  if (question?.type !== "user")
    throw new Error("sessionEvents: the session must end with the user");
  events.push({
    type: "harness_start",
    runId: STREAM_RUN,
    agentId: "assistant",
    parentId: `${question.runId}:user`,
    seq: (question.seq ?? events.length) + 1,
  });
  return events;
}

/** The `index`th token of the open run's answer: a word, a blank line every 60 tokens. */
export function tokenEvent(index: number, seq: number): TextEvent {
  const word = WORDS[index % WORDS.length] as string;
  const breakBefore = index > 0 && index % TOKENS_PER_PARAGRAPH === 0;
  return {
    type: "text",
    id: `${STREAM_RUN}:text-1`,
    runId: STREAM_RUN,
    agentId: "assistant",
    content: `${breakBefore ? "\n\n" : index === 0 ? "" : " "}${word}`,
    seq,
  };
}
