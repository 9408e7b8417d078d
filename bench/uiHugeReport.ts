import { median } from "./measure.js";
import { formatNumber, markdownTable } from "./report.js";
import type { HugeKind, HugeRender, HugeRenderer } from "./ui/UiBenchApi.js";

const HUGE_TARGET_MS = 100;

const KIND_LABELS: Record<HugeKind, string> = {
  lines: "text, 100-character lines",
  line: "text, one line",
  json: "JSON rows (input and output)",
};

function summary(results: readonly HugeRender[], kind: HugeKind, renderer: HugeRenderer) {
  const rounds = results.filter((item) => item.kind === kind && item.renderer === renderer);
  return {
    kind,
    renderer,
    rounds: rounds.length,
    bytes: rounds[0]?.bytes ?? 0,
    firstFrameMs: median(rounds.map((item) => item.firstFrameMs)),
    commitMs: median(rounds.map((item) => item.commitMs)),
    characters: median(rounds.map((item) => item.characters)),
  };
}

/** The huge-output table of the `ui` report: `ToolCall` next to a card that prints everything. */
export function hugeOutputReport(results: readonly HugeRender[]) {
  const kinds = ["lines", "line", "json"] as const;
  const summaries = kinds.flatMap((kind) =>
    (["toolCall", "naive"] as const).map((renderer) => summary(results, kind, renderer)),
  );
  const rows = kinds.map((kind) => {
    const tool = summaries.find((item) => item.kind === kind && item.renderer === "toolCall");
    const naive = summaries.find((item) => item.kind === kind && item.renderer === "naive");
    if (!tool || !naive) throw new Error(`bench ui: no huge-output rounds for ${kind}`);
    return [
      KIND_LABELS[kind],
      `${formatNumber(tool.bytes / 1024 / 1024, 1)} MB`,
      formatNumber(tool.firstFrameMs, 1),
      formatNumber(naive.firstFrameMs, 1),
      `${formatNumber(naive.firstFrameMs / tool.firstFrameMs, 1)}×`,
      formatNumber(tool.characters),
      `≤ ${HUGE_TARGET_MS}`,
      tool.firstFrameMs <= HUGE_TARGET_MS ? "pass" : "FAIL",
    ];
  });
  const markdown = [
    "## A tool call with a 10 MB output",
    "",
    markdownTable(
      [
        "output",
        "size",
        "ToolCall first frame ms",
        "naive ms",
        "naive ÷ ToolCall",
        "characters ToolCall shows",
        "target",
        "verdict",
      ],
      "lrrrrrrl",
      rows,
    ),
    "",
    `Medians of ${summaries[0]?.rounds} mounts of \`<ToolCall node={…} defaultOpen />\` each (open, so that the input and output are shown: the redesigned call starts as one closed line), after one warm-up mount (the naive card: one mount, which takes seconds), from \`root.render\` inside \`flushSync\` to a task posted from the next \`requestAnimationFrame\` (style, layout and paint included). The view node is projected once beforehand; the size is the output's characters (as JSON when it is not a string). The naive card prints the whole input and output in \`<pre>\` elements, as a card without truncation would.`,
  ].join("\n");
  return { markdown, json: summaries };
}
