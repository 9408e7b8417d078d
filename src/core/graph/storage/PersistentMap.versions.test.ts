import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PersistentMap } from "./PersistentMap.js";

type Step =
  | {
      readonly kind: "replace";
      readonly key: string;
      readonly value: number;
      readonly from: number;
    }
  | { readonly kind: "with"; readonly key: string; readonly value: number; readonly from: number }
  | { readonly kind: "edit"; readonly key: string; readonly value: number; readonly from: number }
  | { readonly kind: "read"; readonly at: number };

const KEYS = ["a", "b", "c", "d", "e"];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("replace" as const),
    key: fc.constantFrom(...KEYS),
    value: fc.integer(),
    from: fc.nat(),
  }),
  fc.record({
    kind: fc.constant("with" as const),
    key: fc.string(),
    value: fc.integer(),
    from: fc.nat(),
  }),
  fc.record({
    kind: fc.constant("edit" as const),
    key: fc.string(),
    value: fc.integer(),
    from: fc.nat(),
  }),
  fc.record({ kind: fc.constant("read" as const), at: fc.nat() }),
);

/** Applies a step to a version, with a plain `Map` as the model of what it must hold. */
function apply(
  map: PersistentMap<string, number>,
  model: Map<string, number>,
  action: Exclude<Step, { kind: "read" }>,
): [PersistentMap<string, number>, Map<string, number>] {
  const next = new Map(model);
  next.set(action.key, action.value);
  if (action.kind === "replace") return [map.replace(action.key, action.value), next];
  if (action.kind === "with") return [map.with(action.key, action.value), next];
  const edit = map.edit();
  edit.set(action.key, action.value);
  return [edit.commit(), next];
}

function expectHolds(map: PersistentMap<string, number>, model: Map<string, number>): void {
  expect([...map]).toEqual([...model]);
  expect(map.size).toBe(model.size);
  for (const key of [...KEYS, "missing"]) {
    expect(map.get(key)).toBe(model.get(key));
    expect(map.has(key)).toBe(model.has(key));
  }
}

describe("PersistentMap versions", () => {
  it("keeps every version as it was, whatever mix of hot replaces, writes, reads and branches follows", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const start = new Map(KEYS.map((key, index) => [key, index]));
        const versions: [PersistentMap<string, number>, Map<string, number>][] = [
          [new PersistentMap(new Map(start)), start],
        ];
        for (const action of steps) {
          if (action.kind === "read") {
            const [map, model] = versions[action.at % versions.length] as [
              PersistentMap<string, number>,
              Map<string, number>,
            ];
            expectHolds(map, model);
            continue;
          }
          // Mostly the newest version, as a stream does; sometimes an older one (a branch).
          const at = action.from % 4 === 0 ? action.from % versions.length : versions.length - 1;
          const [map, model] = versions[at] as [PersistentMap<string, number>, Map<string, number>];
          versions.push(apply(map, model, action));
        }
        for (const [map, model] of versions) expectHolds(map, model);
      }),
      { numRuns: 300 },
    );
  });

  it("answers for a replaced key without writing it while at most two keys take turns", () => {
    let map = new PersistentMap(
      new Map([
        ["a", 0],
        ["b", 0],
        ["c", 0],
      ]),
    );
    const first = map;
    for (let round = 1; round <= 100; round++) {
      map = map.replace(round % 2 === 0 ? "a" : "b", round);
    }
    expect(map.get("a")).toBe(100);
    expect(map.get("b")).toBe(99);
    expect([...first]).toEqual([
      ["a", 0],
      ["b", 0],
      ["c", 0],
    ]);
    expect([...map]).toEqual([
      ["a", 100],
      ["b", 99],
      ["c", 0],
    ]);
  });

  it("branches from an old version after later ones replaced and added keys", () => {
    const base = new PersistentMap(new Map([["a", 1]]));
    const hot = base.replace("a", 2);
    const later = hot.with("b", 3).replace("a", 4);
    const branch = hot.replace("a", 5).with("c", 6);
    expect([...base]).toEqual([["a", 1]]);
    expect([...hot]).toEqual([["a", 2]]);
    expect([...later]).toEqual([
      ["a", 4],
      ["b", 3],
    ]);
    expect([...branch]).toEqual([
      ["a", 5],
      ["c", 6],
    ]);
  });
});
