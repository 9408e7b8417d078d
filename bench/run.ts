/**
 * Runs benchmark sections: `tsx bench/run.ts` runs all of them, `tsx bench/run.ts core` one.
 * A section is a file `bench/<name>.ts` exporting `run: Section` (see report.ts); add its name
 * to SECTIONS. Each writes `bench/results/<name>.json` and `<name>.md` and prints the table.
 */
import { spawnSync } from "node:child_process";
import { machineInfo, provenance, type Section, sourceInfo, writeReport } from "./report.js";

const SECTIONS = [
  "core",
  "projections",
  "context",
  "store",
  "ui",
  "dag",
  "adapters",
  "server",
  "entries",
];

// Heap figures need a full collection on demand: restart under --expose-gc when it is off.
if (typeof globalThis.gc !== "function") {
  const child = spawnSync(
    process.execPath,
    ["--expose-gc", ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: "inherit",
    },
  );
  process.exit(child.status ?? 1);
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown section ${unknown.join(", ")}; sections: ${SECTIONS.join(", ")}`);
  process.exit(2);
}

for (const name of requested.length > 0 ? requested : SECTIONS) {
  const module = (await import(`./${name}.ts`)) as { run: Section };
  const started = Date.now();
  const date = new Date(started).toISOString();
  console.log(`\n# bench ${name}\n`);
  const result = await module.run();
  const durationSeconds = (Date.now() - started) / 1000;
  const source = sourceInfo();
  const report = { ...result, markdown: `${result.markdown}\n${provenance(date, source)}\n` };
  writeReport(name, report, { date, durationSeconds, machine: machineInfo(), source });
  console.log(`\n${report.markdown}`);
  console.log(
    `(${durationSeconds.toFixed(0)} s; bench/results/${name}.json and ${name}.md written)`,
  );
}
