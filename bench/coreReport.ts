import type { SeedResult, SizeResult } from "./coreMeasure.js";
import { formatNumber, markdownTable } from "./report.js";

const MB = 1024 * 1024;

/** One target of issue 2, judged on wall-clock medians and, for reference, on CPU time. */
export interface Target {
  readonly target: string;
  readonly goal: string;
  /** The figure the target is judged on: wall-clock medians (heap for the heap target). */
  readonly measured: number;
  readonly pass: boolean;
  /** The same figure from process CPU time, less disturbed by other load on the machine. */
  readonly measuredCpu: number;
  readonly passCpu: boolean;
  readonly unit: "events/s" | "×" | "MB";
}

function target(
  name: string,
  goal: string,
  unit: Target["unit"],
  figures: { wall: number; cpu: number },
  passes: (value: number) => boolean,
): Target {
  return {
    target: name,
    goal,
    unit,
    measured: figures.wall,
    pass: passes(figures.wall),
    measuredCpu: figures.cpu,
    passCpu: passes(figures.cpu),
  };
}

/** The targets of issue 2 from the measured figures. */
export function targetsOf(
  sizes: readonly SizeResult[],
  seed: SeedResult,
  heap: Record<string, number> | undefined,
): Target[] {
  const [small, , large] = sizes as [SizeResult, SizeResult, SizeResult];
  const seedAt10k = seed.prefixes.find((prefix) => prefix.events === small.events);
  const heapMB = heap ? (heap.threadlineBytes as number) / MB : Number.NaN;
  return [
    target(
      "events/s at 1M events",
      "≥ 1,000,000",
      "events/s",
      {
        wall: large.reduceEvent.eventsPerSecond,
        cpu: 1e9 / large.reduceEvent.cpuNsPerEvent,
      },
      (value) => value >= 1_000_000,
    ),
    target(
      "ns/event at 1M ÷ at 10k",
      "≤ 1.5×",
      "×",
      {
        wall: large.reduceEvent.nsPerEvent / small.reduceEvent.nsPerEvent,
        cpu: large.reduceEvent.cpuNsPerEvent / small.reduceEvent.cpuNsPerEvent,
      },
      (value) => value <= 1.5,
    ),
    target(
      "threadline ÷ mutable floor (worst size)",
      "≤ 3×",
      "×",
      {
        wall: Math.max(...sizes.map((size) => size.toFloor.wall)),
        cpu: Math.max(...sizes.map((size) => size.toFloor.cpu)),
      },
      (value) => value <= 3,
    ),
    target(
      "seed-style ÷ threadline at 10k",
      "≥ 100×",
      "×",
      {
        wall: seedAt10k ? seedAt10k.nsPerEvent / small.reduceEvent.nsPerEvent : Number.NaN,
        cpu: seedAt10k ? seedAt10k.cpuNsPerEvent / small.reduceEvent.cpuNsPerEvent : Number.NaN,
      },
      (value) => value >= 100,
    ),
    target(
      "heap after 1M events",
      "≤ 300 MB",
      "MB",
      { wall: heapMB, cpu: heapMB },
      (value) => value <= 300,
    ),
  ];
}

function shown(value: number, unit: Target["unit"]): string {
  if (Number.isNaN(value)) return "n/a";
  if (unit === "events/s") return formatNumber(value);
  if (unit === "MB") return `${value.toFixed(0)} MB`;
  return `${value.toFixed(value < 10 ? 2 : 0)}×`;
}

/** The markdown summary: a table by session size, the seed prefixes, and the targets. */
export function markdownOf(
  sizes: readonly SizeResult[],
  seed: SeedResult,
  targets: readonly Target[],
  info: string,
): string {
  const seedAt = new Map(seed.prefixes.map((prefix) => [prefix.events, prefix]));
  const rows = sizes.map((size) => {
    const seedTiming = seedAt.get(size.events);
    return [
      formatNumber(size.events),
      formatNumber(size.nodes),
      formatNumber(size.reduceEvent.nsPerEvent),
      formatNumber(size.reduceEvent.cpuNsPerEvent),
      formatNumber(size.reduceEvent.eventsPerSecond),
      formatNumber(size.reduceEvents.nsPerEvent),
      formatNumber(size.floor.nsPerEvent),
      `${size.toFloor.wall.toFixed(1)}× (${size.toFloor.cpu.toFixed(1)}×)`,
      seedTiming ? formatNumber(seedTiming.nsPerEvent) : "not run",
      seedTiming ? `${(seedTiming.nsPerEvent / size.reduceEvent.nsPerEvent).toFixed(0)}×` : "—",
    ];
  });
  const sizesTable = markdownTable(
    [
      "events",
      "nodes",
      "reduceEvent ns/event",
      "(CPU ns/event)",
      "events/s",
      "reduceEvents ns/event",
      "floor ns/event",
      "÷ floor (CPU)",
      "seed-style ns/event",
      "seed ÷ threadline",
    ],
    "rrrrrrrrrr",
    rows,
  );
  const targetTable = markdownTable(
    ["target", "goal", "measured", "result", "from CPU time", "result (CPU)"],
    "lrrlrl",
    targets.map((item) => [
      item.target,
      item.goal,
      shown(item.measured, item.unit),
      item.pass ? "pass" : "**FAIL**",
      shown(item.measuredCpu, item.unit),
      item.passCpu ? "pass" : "**FAIL**",
    ]),
  );
  const seedLine = seed.prefixes
    .map((prefix) => `${formatNumber(prefix.events)}: ${formatNumber(prefix.nsPerEvent)}`)
    .join(", ");
  const stopped = seed.stoppedAt
    ? `; ${formatNumber(seed.stoppedAt.events)} left out, ≈${seed.stoppedAt.predictedSeconds.toFixed(0)} s predicted`
    : "";
  return [
    "## core: event → graph reducer",
    "",
    info,
    "",
    sizesTable,
    "",
    `Seed-style ns/event by prefix: ${seedLine} (${seed.spentSeconds.toFixed(1)} s of a ${seed.budgetSeconds} s budget${stopped}).`,
    "",
    targetTable,
    "",
  ].join("\n");
}
