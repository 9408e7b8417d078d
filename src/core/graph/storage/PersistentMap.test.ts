import { describe, expect, it } from "vitest";
import { PersistentMap } from "./PersistentMap.js";

function update<V>(
  map: PersistentMap<string, V>,
  entries: Array<[string, V]>,
): PersistentMap<string, V> {
  const edit = map.edit();
  for (const [key, value] of entries) edit.set(key, value);
  return edit.commit();
}

describe("PersistentMap", () => {
  it("returns the same version when an edit writes nothing", () => {
    const map = new PersistentMap(new Map([["a", 1]]));
    expect(map.edit().commit()).toBe(map);
  });

  it("keeps every old version readable, in insertion order", () => {
    const versions = [new PersistentMap<string, number>()];
    for (let index = 0; index < 100; index++) {
      const key = `k${index % 10}`;
      versions.push(update(versions.at(-1) as PersistentMap<string, number>, [[key, index]]));
    }
    versions.forEach((version, step) => {
      const expected = new Map<string, number>();
      for (let index = 0; index < step; index++) expected.set(`k${index % 10}`, index);
      expect([...version.entries()]).toEqual([...expected]);
      expect(version.size).toBe(expected.size);
      for (const key of ["k0", "k5", "k9", "missing"]) {
        expect(version.get(key)).toBe(expected.get(key));
        expect(version.has(key)).toBe(expected.has(key));
      }
    });
  });

  it("reads an old version through a long chain of later versions", () => {
    const first = update(new PersistentMap<string, number>(), [["a", 0]]);
    let latest = first;
    for (let index = 1; index <= 1000; index++)
      latest = update(latest, [
        ["a", index],
        [`n${index}`, index],
      ]);
    expect(first.get("a")).toBe(0);
    expect(first.has("n5")).toBe(false);
    expect(first.size).toBe(1);
    expect(latest.get("a")).toBe(1000);
    expect(latest.size).toBe(1001);
  });

  it("branches from an old version without touching newer ones", () => {
    const base = update(new PersistentMap<string, string>(), [["a", "1"]]);
    const left = update(base, [
      ["b", "left"],
      ["a", "2"],
    ]);
    const right = update(base, [["c", "right"]]);
    expect([...base]).toEqual([["a", "1"]]);
    expect([...left]).toEqual([
      ["a", "2"],
      ["b", "left"],
    ]);
    expect([...right]).toEqual([
      ["a", "1"],
      ["c", "right"],
    ]);
    const further = update(left, [["d", "x"]]);
    expect([...right]).toEqual([
      ["a", "1"],
      ["c", "right"],
    ]);
    expect([...further]).toEqual([
      ["a", "2"],
      ["b", "left"],
      ["d", "x"],
    ]);
  });

  it("records the first old value of a key written twice in one edit", () => {
    const base = update(new PersistentMap<string, number>(), [["a", 1]]);
    const next = update(base, [
      ["a", 2],
      ["a", 3],
      ["b", 4],
      ["b", 5],
    ]);
    expect([...base]).toEqual([["a", 1]]);
    expect([...next]).toEqual([
      ["a", 3],
      ["b", 5],
    ]);
  });

  it("rolls an edit back to exactly the base", () => {
    const base = update(new PersistentMap<string, number>(), [
      ["a", 1],
      ["b", 2],
    ]);
    const edit = base.edit();
    edit.set("c", 3);
    edit.set("a", 9);
    edit.rollback();
    expect([...base]).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
    expect(update(base, [["z", 0]]).get("a")).toBe(1);
  });

  it("behaves as a ReadonlyMap", () => {
    const map = update(new PersistentMap<string, number>(), [
      ["x", 1],
      ["y", 2],
    ]);
    const seen: string[] = [];
    map.forEach((value, key, self) => {
      seen.push(`${key}=${value}`);
      expect(self).toBe(map);
    });
    expect(seen).toEqual(["x=1", "y=2"]);
    expect([...map.keys()]).toEqual(["x", "y"]);
    expect([...map.values()]).toEqual([1, 2]);
    expect(Object.prototype.toString.call(map)).toBe("[object PersistentMap]");
  });
});
