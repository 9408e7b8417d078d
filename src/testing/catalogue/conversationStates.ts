import { createSummaryEvent } from "../../core/context/summaries.js";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { RecordedEvent } from "../../core/sources/replay.js";
import { longSession } from "../fixtures/longSession.js";
import { hostileContent } from "../hostile/hostileContent.js";
import { hostileSession } from "../hostile/hostileSession.js";
import { scenario } from "../scenario.js";
import type { EntryScript } from "./toolStates.js";

const FIX = `The \`StorageConfig\` type lacks its required \`region\` field. Here is the fix:

\`\`\`ts
export const config: StorageConfig = {
  bucket: "assets",
  region: "eu-west-1",
};
\`\`\`

The build passes again.`;

/** A debugging session whose first turn a summary stands for. */
function summarised(): RecordedEvent[] {
  const recording = scenario({ agentId: "lead" })
    .user("The checkout tests fail since this morning. Why?")
    .assistant((lead) =>
      lead
        .text("Let me run the checkout suite.")
        .tool(
          "exec",
          { command: "npm test -- checkout" },
          { output: { exitCode: 1 }, durationMs: 2_400 },
        )
        .text("One test fails: a 10 % coupon is not applied to the cart total."),
    )
    .user("Fix it, then tell me what changed.")
    .assistant((lead) =>
      lead.text("`applyCoupon` rounded before it multiplied; it now rounds last."),
    )
    .recording();
  const firstTurn = new Set(["user-1", "lead-1"]);
  const covers = projectThread(
    reduceEvents(
      createGraph(),
      recording.map((entry) => entry.event),
    ),
  )
    .filter((view) => firstTurn.has(view.runId))
    .map((view) => view.id);
  const summary = createSummaryEvent({
    id: "summary-1",
    covers,
    content:
      "The user reported failing checkout tests; the suite showed that a 10 % coupon is not applied to the cart total.",
  });
  const last = recording.at(-1) as RecordedEvent;
  return [...recording, { at: last.at + 600, event: { ...summary, seq: recording.length + 1 } }];
}

const hostile = new Set([
  "script tag in markdown",
  "javascript: link",
  "img onerror",
  "right-to-left override",
  "zero-width characters",
  "image exfiltration",
]);

/** Huge output: a 2 000-line log streamed as progress, and its result. */
function hugeOutput(): RecordedEvent[] {
  const lines = Array.from(
    { length: 2_000 },
    (_, index) =>
      `[${String(index + 1).padStart(4, "0")}] GET /api/cart/${index * 7} 200 ${12 + (index % 40)}ms`,
  );
  const chunks = Array.from({ length: 4 }, (_, part) => ({
    channel: "stdout",
    data: `${lines.slice(part * 500, (part + 1) * 500).join("\n")}\n`,
  }));
  const rows = Array.from({ length: 3_000 }, (_, index) => ({
    index,
    path: `src/module-${index % 97}/file-${index}.ts`,
    ok: index % 7 !== 0,
  }));
  return scenario({ agentId: "ops" })
    .user("Show me the access log of the last hour, and the file index.")
    .assistant((ops) =>
      ops
        .tool(
          "exec",
          { command: "cat /var/log/shop/access.log" },
          { progress: chunks, output: { exitCode: 0 } },
        )
        .tool("list_files", { root: "src" }, { output: rows })
        .text("That is 2 000 requests, all answered, and 3 000 files."),
    )
    .recording();
}

/** The entries that are not about one tool call's state. */
export const conversationScripts: readonly EntryScript[] = [
  {
    name: "run-starting",
    description: "The user asked, and the agent's run has started but sent nothing yet.",
    tags: ["streaming", "pending"],
    recording: () =>
      scenario()
        .user("Summarise yesterday's incidents.")
        .assistant((agent) => agent.streaming())
        .recording(),
  },
  {
    name: "text-streaming-mid-word",
    description: "An answer streams in, cut in the middle of a word.",
    tags: ["streaming", "text"],
    recording: () =>
      scenario()
        .user("Why does the build fail?")
        .assistant((agent) =>
          agent.text("The build fails because the `StorageConfig` type lacks its requ").streaming(),
        )
        .recording(),
  },
  {
    name: "text-streaming-mid-code-block",
    description: "An answer streams in, cut inside a code block whose fence is still open.",
    tags: ["streaming", "text", "code"],
    recording: () =>
      scenario()
        .user("Fix the build.")
        .assistant((agent) => agent.text(FIX.slice(0, FIX.indexOf('region: "eu'))).streaming())
        .recording(),
  },
  {
    name: "reasoning-open",
    description: "The model is still thinking: its reasoning streams.",
    tags: ["streaming", "reasoning"],
    recording: () =>
      scenario()
        .user("Why does the build fail?")
        .assistant((agent) =>
          agent
            .reasoning("The error names StorageConfig. I should read the type and its uses first")
            .streaming(),
        )
        .recording(),
  },
  {
    name: "reasoning-done",
    description: "The model thought, then answered with a highlighted code block.",
    tags: ["reasoning", "text", "code"],
    recording: () =>
      scenario()
        .user("Why does the build fail?")
        .assistant((agent) =>
          agent
            .reasoning("The error names StorageConfig. The type has a required region field.")
            .text(FIX)
            .usage(1_840, 126),
        )
        .recording(),
  },
  {
    name: "error-mid-stream",
    description: "An answer's stream broke in the middle of its text.",
    tags: ["error", "text"],
    recording: () =>
      scenario({ agentId: "ops" })
        .user("Write a migration plan to us-east-1.")
        .assistant((ops) =>
          ops
            .text("Here is the plan:\n\n1. **Replicate the data.** Turn on cross-region")
            .fail("Stream interrupted: upstream connection reset", { code: "stream_interrupted" }),
        )
        .recording(),
  },
  {
    name: "summary",
    description: "A summary stands for the first turn; the originals stay one click away.",
    tags: ["summary"],
    recording: summarised,
  },
  {
    name: "alternatives",
    description: "Three answers to one question (regenerations); the first is shown.",
    tags: ["alternatives"],
    recording: () =>
      scenario()
        .user("Write a haiku about continuous integration.")
        .alternatives(3, (agent, index) =>
          agent.text(
            // Two spaces before each line break: a hard break in Markdown, so the lines stay lines.
            [
              "Green checks line the wall  \nA red one blinks at midnight  \nCoffee, then rerun",
              "Pipelines hum softly  \nEach commit a paper boat  \nSome of them will sink",
              "Build number nine-nine  \nFlaky test, you know my name  \nRetry, and it's green",
            ][index] ?? "",
          ),
        )
        .recording(),
  },
  {
    name: "parallel-subagents",
    description: "Three subagents run at once inside one tool call; one is still working.",
    tags: ["subagents", "streaming"],
    recording: () =>
      scenario({ agentId: "lead" })
        .user("Compare the three checkout libraries.")
        .assistant((lead) =>
          lead.tool("research", { libraries: ["cartjs", "basket", "tillpoint"] }).parallel([
            {
              agentId: "cartjs",
              script: (agent) => agent.text("cartjs: MIT licence, 12 kB, last release in May."),
            },
            {
              agentId: "basket",
              script: (agent) => agent.text("basket: Apache 2.0, 31 kB, no release this year."),
            },
            {
              agentId: "tillpoint",
              script: (agent) =>
                agent.tool("fetch_page", { url: "https://tillpoint.dev/docs" }, { running: true }),
            },
          ]),
        )
        .recording(),
  },
  {
    name: "long-thread",
    description: "A thread of 120 short turns, scrolled to its end.",
    tags: ["long"],
    recording: () => longSession(120).recording(),
  },
  {
    name: "rtl-text",
    description: "Hebrew and Arabic, right to left, with code and numbers left to right inside.",
    tags: ["rtl", "text"],
    recording: () =>
      scenario()
        .user("למה הבנייה נכשלת? לפני שעה הכול עבד.")
        .assistant((agent) =>
          agent.text(
            'לטיפוס `StorageConfig` חסר השדה `region`. הוספתי `region: "eu-west-1"`, ו-12 הבדיקות עוברות.',
          ),
        )
        .user("شكرًا! هل يمكنك حذف مجلدات البناء القديمة أيضًا؟")
        .assistant((agent) =>
          agent.text("بالتأكيد. حذفت المجلدين `dist` و `build`، ووفرت 340 ميغابايت."),
        )
        .recording(),
  },
  {
    name: "cjk-text",
    description: "Chinese text, which wraps between any two characters.",
    tags: ["cjk", "text"],
    recording: () =>
      scenario()
        .user("为什么构建失败了？一小时前还一切正常。")
        .assistant((agent) =>
          agent.text(
            '类型 `StorageConfig` 缺少必填字段 `region`。我添加了 `region: "eu-west-1"`，现在全部 12 个测试都通过了。构建日志显示，错误出现在今天上午的合并之后。',
          ),
        )
        .recording(),
  },
  {
    name: "huge-output",
    description: "A tool streamed a 2 000-line log, and another returned 3 000 records.",
    tags: ["huge", "progress"],
    recording: hugeOutput,
  },
  {
    name: "hostile-content",
    description: "Script, link, image and Unicode attacks in every slot: all shown as text.",
    tags: ["hostile", "error", "subagents"],
    recording: () =>
      hostileSession({
        vectors: hostileContent.filter((vector) => hostile.has(vector.name)),
      }).recording(),
  },
];
