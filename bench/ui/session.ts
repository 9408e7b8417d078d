import type { GraphEvent, TextEvent } from "threadline";
import { longSession, type ScenarioBuilder, scenario } from "threadline/testing";

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

/** Which session a measurement runs on: `longSession`'s short turns, or the heavy one below. */
export type SessionName = "long" | "heavy";

/** Deltas of each text of a heavy turn (each text has 20 words, two per delta). */
const TEXT_DELTAS = 10;
/** Deltas of each heavy turn's reasoning. */
const REASONING_DELTAS = 4;

/** A user message and an open assistant run after `session`, as its events. */
function withOpenRun(session: ScenarioBuilder): GraphEvent[] {
  const events = session.user("Explain what you changed, in detail.").events();
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

/**
 * A heavier session of `turns` turns, each a user message and an assistant run with reasoning
 * (4 deltas), text, a tool call, text, a tool call, text (each text 20 words in 10 deltas);
 * the first tool streams one progress event, the second (`exec`) one on even turns and two
 * on odd ones. 43.5 events per turn on average, 7 top-level views per turn.
 */
export function heavySession(turns: number): ScenarioBuilder {
  const session = scenario({ agentId: "assistant", stepDelay: 40, chunkDelay: 20 });
  const text = { chunks: TEXT_DELTAS };
  for (let turn = 1; turn <= turns; turn++) {
    const file = `src/module${turn % 97}/part${turn}.ts`;
    const failing = (turn * 7) % 13;
    const stdout = turn % 2 === 0 ? ["✓ 41 passed\n"] : ["running 42 tests\n", "✓ 41 passed\n"];
    session
      .user(`Turn ${turn}: why does \`part${turn}\` fail its test, and can you fix it?`, {
        delay: 400,
      })
      .assistant((agent) =>
        agent
          .reasoning(
            `The test named case ${failing} fails, so I should read ${file} first and then run the suite.`,
            { chunks: REASONING_DELTAS },
          )
          .text(
            `I will look at \`${file}\` first, because failing case ${failing} imports it and the stack trace points at its parser.`,
            text,
          )
          .tool(
            "search",
            { query: `parse part${turn}`, path: file },
            {
              progress: [{ status: "searching", files: 12 + (turn % 40) }],
              output: { matches: [{ path: file, line: turn % 300, text: "parse(input)" }] },
              durationMs: 120,
            },
          )
          .text(
            `The parser in turn ${turn} drops the last token when input ends without a newline, so I add the check.`,
            text,
          )
          .tool(
            "exec",
            { command: `npm test -- part${turn}` },
            {
              progress: stdout.map((data) => ({ channel: "stdout", data })),
              output: { exitCode: 0, stdout: stdout.join("") },
              durationMs: 900,
            },
          )
          .text(
            `All 42 tests pass now, including case ${failing}; the fix is **one line** in the parser plus a new test.`,
            text,
          ),
      );
  }
  return session;
}

/** The events of a `longSession` of `turns` turns, then a user message and an open assistant run. */
export function sessionEvents(turns: number, name: SessionName = "long"): GraphEvent[] {
  return withOpenRun(name === "long" ? longSession(turns) : heavySession(turns));
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
