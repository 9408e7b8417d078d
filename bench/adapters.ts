/**
 * The `adapters` section: a large tool input streamed in 10 KB deltas (Anthropic
 * `input_json_delta`, OpenAI Chat `tool_calls[].function.arguments`), end to end: the adapter's
 * `push` for every chunk, `reduceEvent` of every event it gives, and `finish`. Each is shown
 * next to the same bytes streamed as text through the same adapter and reducer, in the same
 * process, and next to what the adapters did before (partial-json over the whole text per delta).
 */
import { median, sample } from "./measure.js";
import { formatNumber, markdownTable, type SectionReport } from "./report.js";
import {
  chunksOf,
  contentOf,
  deltasOf,
  type InputShape,
  type Pass,
  type Provider,
  reparseEveryDelta,
  streamThrough,
  toolInput,
} from "./toolInputStreams.js";

const SIZES = [1_000_000, 4_000_000, 10_000_000];
const DELTA_CHARS = 10_000;
const SHAPES: readonly InputShape[] = ["file", "records"];
const PROVIDERS: readonly Provider[] = ["anthropic", "openaiChat"];
const REPETITIONS = 5;
const WARM_UP_DELTAS = 20;
/** The old way is quadratic: at 4 MB one run takes seconds to a minute, at 10 MB minutes. */
const BASELINE_RUNS: Record<number, number> = { 1000000: 3, 4000000: 1 };
const TARGET_CHARS = 10_000_000;
const TARGET_MS = 1000;

interface Row {
  provider: Provider;
  shape: InputShape;
  chars: number;
  deltas: number;
  toolMs: number;
  toolCpuMs: number;
  textMs: number;
  toolRunsMs: number[];
  toolRunsCpuMs: number[];
  textRunsMs: number[];
  partialToolCalls: number;
}

interface BaselineRow {
  shape: InputShape;
  chars: number;
  runsMs: number[];
  partialToolCalls: number;
}

function check(pass: Pass, expected: string, what: string): void {
  if (contentOf(pass.graph) !== expected)
    throw new Error(`${what}: the graph does not hold the input`);
}

async function measure(provider: Provider, shape: InputShape, json: string): Promise<Row> {
  const pieces = deltasOf(json, DELTA_CHARS);
  const tool = chunksOf(provider, pieces, "tool");
  const text = chunksOf(provider, pieces, "text");
  const expected = JSON.stringify(JSON.parse(json));
  // Untimed, to compile the code and to check what each pass builds.
  check(streamThrough(provider, tool), expected, `${provider} ${shape} tool input`);
  check(streamThrough(provider, text), json, `${provider} ${shape} text`);
  // A forced collection throws compiled code away: a short stream of each kind compiles it again.
  const warmTool = chunksOf(provider, pieces.slice(0, WARM_UP_DELTAS), "tool");
  const warmText = chunksOf(provider, pieces.slice(0, WARM_UP_DELTAS), "text");
  const toolRunsMs: number[] = [];
  const toolRunsCpuMs: number[] = [];
  const textRunsMs: number[] = [];
  let partialToolCalls = 0;
  // Interleaved, so that load from other tenants falls on both alike.
  for (let repetition = 0; repetition < REPETITIONS; repetition++) {
    const toolRun = await sample(
      () => streamThrough(provider, tool),
      () => streamThrough(provider, warmTool),
    );
    toolRunsMs.push(toolRun.sample.wallNs / 1e6);
    toolRunsCpuMs.push(toolRun.sample.cpuNs / 1e6);
    partialToolCalls = toolRun.result.partialToolCalls;
    const textRun = await sample(
      () => streamThrough(provider, text),
      () => streamThrough(provider, warmText),
    );
    textRunsMs.push(textRun.sample.wallNs / 1e6);
  }
  return {
    provider,
    shape,
    chars: json.length,
    deltas: pieces.length,
    toolMs: median(toolRunsMs),
    toolCpuMs: median(toolRunsCpuMs),
    textMs: median(textRunsMs),
    toolRunsMs,
    toolRunsCpuMs,
    textRunsMs,
    partialToolCalls,
  };
}

async function baseline(shape: InputShape, json: string, runs: number): Promise<BaselineRow> {
  const pieces = deltasOf(json, DELTA_CHARS);
  const runsMs: number[] = [];
  let partialToolCalls = 0;
  for (let run = 0; run < runs; run++) {
    const { sample: timed, result } = await sample(() => reparseEveryDelta(pieces));
    runsMs.push(timed.wallNs / 1e6);
    partialToolCalls = result.partialToolCalls;
  }
  return { shape, chars: json.length, runsMs, partialToolCalls };
}

/** Runs the adapters section. */
export async function run(): Promise<SectionReport> {
  const log = (message: string) => console.log(`[adapters] ${message}`);
  const rows: Row[] = [];
  const baselines: BaselineRow[] = [];
  for (const size of SIZES) {
    for (const shape of SHAPES) {
      const json = toolInput(shape, size);
      for (const provider of PROVIDERS) {
        const row = await measure(provider, shape, json);
        log(
          `${provider} ${shape} ${formatNumber(row.chars)} chars: tool input ${formatNumber(row.toolMs, 1)} ms, text ${formatNumber(row.textMs, 1)} ms, ${row.partialToolCalls} partial tool calls`,
        );
        rows.push(row);
      }
      const runs = BASELINE_RUNS[size];
      if (runs !== undefined) {
        const row = await baseline(shape, json, runs);
        log(
          `re-parse every delta, ${shape} ${formatNumber(row.chars)} chars: ${formatNumber(median(row.runsMs), 0)} ms`,
        );
        baselines.push(row);
      }
    }
  }
  return {
    json: { deltaChars: DELTA_CHARS, repetitions: REPETITIONS, rows, baselines },
    markdown: markdownOf(rows, baselines),
  };
}

function markdownOf(rows: readonly Row[], baselines: readonly BaselineRow[]): string {
  const ms = (value: number) => formatNumber(value, value < 100 ? 1 : 0);
  const table = markdownTable(
    [
      "provider",
      "input",
      "chars",
      "deltas",
      "tool input ms",
      "(CPU ms)",
      "partial tool calls",
      "same bytes as text ms",
      "tool ÷ text",
    ],
    "llrrrrrrr",
    rows.map((row) => [
      row.provider === "anthropic" ? "Anthropic `input_json_delta`" : "OpenAI Chat `arguments`",
      row.shape,
      formatNumber(row.chars),
      formatNumber(row.deltas),
      ms(row.toolMs),
      ms(row.toolCpuMs),
      formatNumber(row.partialToolCalls),
      ms(row.textMs),
      `${formatNumber(row.toolMs / row.textMs, 1)}×`,
    ]),
  );
  const old = markdownTable(
    [
      "input",
      "chars",
      "re-parse every delta ms",
      "partial tool calls",
      "now (Anthropic) ms",
      "before ÷ now",
    ],
    "lrrrrr",
    baselines.map((row) => {
      const now = rows.find(
        (item) =>
          item.provider === "anthropic" && item.shape === row.shape && item.chars === row.chars,
      );
      const before = median(row.runsMs);
      return [
        row.shape,
        formatNumber(row.chars),
        ms(before),
        formatNumber(row.partialToolCalls),
        now ? ms(now.toolMs) : "—",
        now ? `${formatNumber(before / now.toolMs)}×` : "—",
      ];
    }),
  );
  const largest = rows.filter((row) => row.chars >= TARGET_CHARS);
  const worst = Math.max(...largest.map((row) => row.toolMs));
  const worstCpu = Math.max(...largest.map((row) => row.toolCpuMs));
  const ratio = Math.max(...largest.map((row) => row.toolMs / row.textMs));
  const verdict = (value: number) => (value <= TARGET_MS ? "pass" : "**FAIL**");
  const targets = markdownTable(
    ["target", "measured (worst)", "goal", "result", "from CPU time", "result (CPU)"],
    "lrrlrl",
    [
      [
        "10 MB tool input in 10 KB deltas, end to end",
        `${ms(worst)} ms (${formatNumber(ratio, 1)}× text)`,
        `≤ ${formatNumber(TARGET_MS)} ms`,
        verdict(worst),
        `${ms(worstCpu)} ms`,
        verdict(worstCpu),
      ],
    ],
  );
  return `## adapters: streamed tool input\n\nA tool input of about 1, 4 and 10 million characters of compact JSON (\`file\`: a path and a source file's text with quotes, backslashes, tabs and non-ASCII; \`records\`: an array of small objects), cut into deltas of ${formatNumber(DELTA_CHARS)} characters. Each pass creates an adapter, pushes every chunk, applies each event it gives with \`reduceEvent\`, and finishes; "same bytes as text" streams the same deltas as text (\`text_delta\`, \`delta.content\`) through the same adapter and reducer. Medians of ${REPETITIONS} interleaved runs (wall clock; process CPU time beside it), each after a full collection and an untimed stream of ${WARM_UP_DELTAS} deltas that compiles the code again, following an untimed pass of each that checks the graph holds the input.\n\n${table}\n\n${targets}\n\nBefore, each delta re-parsed the whole text so far with partial-json and compared the result as JSON text with the input shown last (the same work, reduced into a graph; ${BASELINE_RUNS[1_000_000]} run(s) at 1 M characters, ${BASELINE_RUNS[4_000_000]} at 4 M; 10 M is left out, at minutes per run):\n\n${old}\n`;
}
