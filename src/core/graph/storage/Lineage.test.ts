import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Lineage } from "./Lineage.js";

/** Which runs changed at each version from 1 on: one to three runs per version. */
const history = fc.array(fc.array(fc.constantFrom("a", "b", "c"), { minLength: 1, maxLength: 3 }), {
  maxLength: 40,
});

function logged(changes: readonly (readonly string[])[]): Lineage {
  const lineage = new Lineage(0);
  changes.forEach((runIds, index) => {
    for (const runId of runIds) lineage.log(index + 1, runId);
  });
  lineage.latestVersion = changes.length;
  return lineage;
}

describe("Lineage", () => {
  it("says exactly which runs changed between any two versions", () => {
    fc.assert(
      fc.property(history, (changes) => {
        const lineage = logged(changes);
        for (let from = 0; from <= changes.length; from++) {
          for (let until = from; until <= changes.length; until++) {
            const expected = new Set(changes.slice(from, until).flat());
            expect(lineage.runsChangedBetween(from, until)).toEqual(expected);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("forgets the changes after a version it is truncated to", () => {
    fc.assert(
      fc.property(history, fc.nat(), (changes, cut) => {
        const at = cut % (changes.length + 1);
        const lineage = logged(changes);
        lineage.truncate(at);
        expect(lineage.latestVersion).toBe(at);
        const kept = logged(changes.slice(0, at));
        for (let from = 0; from <= at; from++)
          expect(lineage.runsChangedBetween(from, at)).toEqual(kept.runsChangedBetween(from, at));
        expect(lineage.runsChangedBetween(0, at + 1)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it("keeps a long stretch of one run's changes as one entry, so early versions stay answerable", () => {
    const lineage = new Lineage(0);
    for (let version = 1; version <= 100_000; version++) lineage.log(version, "a");
    lineage.log(100_001, "b");
    lineage.latestVersion = 100_001;
    expect(lineage.runsChangedBetween(99_999, 100_001)).toEqual(new Set(["a", "b"]));
    expect(lineage.runsChangedBetween(0, 1)).toEqual(new Set(["a"]));
  });
});
