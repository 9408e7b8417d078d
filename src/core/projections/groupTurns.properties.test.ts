import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupTurns } from "./groupTurns.js";
import type { ViewNode } from "./ViewNode.js";

let made = 0;
function view(runId: string, role: "user" | "assistant"): ViewNode {
  made += 1;
  return { id: `v${made}`, runId, role, status: "complete" } as unknown as ViewNode;
}

/** The grouping by definition: a new turn wherever the run or the role changes. */
function naive(views: readonly ViewNode[]): string[][] {
  const turns: string[][] = [];
  views.forEach((node, index) => {
    const previous = views[index - 1];
    if (!previous || previous.runId !== node.runId || previous.role !== node.role) turns.push([]);
    turns.at(-1)?.push(node.id);
  });
  return turns;
}

const run = fc.constantFrom("a", "b", "c");
const role = fc.constantFrom("user" as const, "assistant" as const);
const edit = fc.oneof(
  fc.record({ kind: fc.constant("append" as const), run, role }),
  fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), run, role }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
);

describe("groupTurns, regrouping edited lists", () => {
  it("always equals grouping from scratch and keeps untouched turns", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(run, role), { maxLength: 30 }),
        fc.array(edit),
        (start, edits) => {
          let views = start.map(([runId, kind]) => view(runId, kind));
          for (const change of edits) {
            const before = groupTurns(views);
            const next = views.slice();
            if (change.kind === "append") next.push(view(change.run, change.role));
            else if (change.kind === "replace" && next.length > 0)
              next[change.at % next.length] = view(change.run, change.role);
            else if (change.kind === "truncate") next.length = Math.min(next.length, change.at);
            const after = groupTurns(next);
            expect(after.map((turn) => turn.parts.map((part) => part.id))).toEqual(naive(next));
            for (const turn of after) {
              const same = before.find((earlier) => earlier.id === turn.id);
              const identical =
                same?.parts.length === turn.parts.length &&
                same.parts.every((part, index) => part === turn.parts[index]);
              if (identical) expect(turn).toBe(same);
            }
            views = next;
          }
        },
      ),
    );
  });
});
