import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGraph,
  type DagNode,
  type Graph,
  type ProjectedDag,
  projectDAG,
  projectThread,
  reduceEvent,
  reduceEvents,
  type ViewNode,
} from "../src/index.js";
import { agentSession, messySession, pooledEvent } from "./arbitraries.js";

const anySession = fc.oneof(agentSession, messySession, fc.array(pooledEvent, { maxLength: 30 }));

const JUNK_VIEW = {
  id: "junk",
  runId: "junk",
  role: "assistant",
  content: { kind: "text", text: "junk" },
  status: "error",
  branches: [],
  nodeIds: ["junk"],
};

/** Runs a mutation a caller could try; a frozen object throws in strict mode, which is fine. */
function attempt(mutation: () => unknown): void {
  // Thousands of refusals per session: without stack traces they cost little.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    mutation();
  } catch {
    // Refused: that is what keeps the cache intact.
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Every way a caller could change an array it was given. */
function vandalizeList(list: readonly unknown[], junk: unknown): void {
  const array = list as unknown[];
  attempt(() => array.reverse());
  attempt(() => array.sort());
  attempt(() => array.push(junk));
  attempt(() => array.unshift(junk));
  attempt(() => array.splice(0, 1));
  attempt(() => {
    array[0] = junk;
  });
  attempt(() => {
    array.length = 1;
  });
}

/** Every field of an object set to junk, one field deleted, one added. */
function vandalizeObject(value: object, keys: readonly string[]): void {
  const record = value as Record<string, unknown>;
  for (const key of keys) {
    attempt(() => {
      record[key] = "junk";
    });
  }
  attempt(() => delete record[keys[0] as string]);
  attempt(() => {
    record.extra = "junk";
  });
}

const VIEW_KEYS = [
  "status",
  "id",
  "runId",
  "agentId",
  "role",
  "content",
  "branches",
  "alternatives",
  "nodeIds",
];
const CONTENT_KEYS = [
  "text",
  "kind",
  "toolCallId",
  "name",
  "input",
  "output",
  "progress",
  "state",
  "content",
  "message",
  "code",
  "relayKind",
  "tool",
  "params",
  "decision",
  "covers",
  "originals",
];

/** Mutates the lists, views, contents and branches of a thread in every way a caller could. */
function vandalizeThread(top: readonly ViewNode[]): void {
  const lists: (readonly ViewNode[])[] = [];
  const views: ViewNode[] = [];
  const pending: (readonly ViewNode[])[] = [top];
  for (let list = pending.pop(); list; list = pending.pop()) {
    lists.push(list);
    for (const view of list) {
      views.push(view);
      for (const branch of view.branches) pending.push(branch);
      if (view.content.kind === "summary") pending.push(view.content.originals);
    }
  }
  for (const view of views) {
    vandalizeList(view.branches, [JUNK_VIEW]);
    vandalizeList(view.nodeIds, "junk");
    if (view.alternatives) vandalizeObject(view.alternatives, ["index", "count", "forkId"]);
    vandalizeObject(view.content, CONTENT_KEYS);
    vandalizeObject(view, VIEW_KEYS);
  }
  for (const list of lists) vandalizeList(list, JUNK_VIEW);
}

/** Mutates the lists and items of a DAG projection in every way a caller could. */
function vandalizeDag(dag: ProjectedDag): void {
  const { nodes, edges, groups } = dag;
  for (const node of nodes) {
    if (node.folded) vandalizeList(node.folded, "junk");
    if (node.usage) vandalizeObject(node.usage, ["inputTokens", "outputTokens"]);
    vandalizeObject(node, ["label", "id", "kind", "runId", "status", "depth", "groupId", "usage"]);
  }
  for (const edge of edges) vandalizeObject(edge, ["source", "id", "target", "kind"]);
  for (const group of groups) vandalizeObject(group, ["label", "id", "runId", "status", "depth"]);
  const junkNode: DagNode = {
    id: "junk",
    kind: "text",
    label: "junk",
    runId: "junk",
    status: "error",
    depth: 0,
    groupId: "junk",
  };
  vandalizeList(nodes, junkNode);
  vandalizeList(edges, { id: "junk", source: "a", target: "b", kind: "sequence" });
  vandalizeList(groups, { id: "junk", runId: "junk", status: "error", depth: 0, label: "junk" });
  vandalizeObject(dag, ["nodes", "edges", "groups"]);
}

const fresh = (events: readonly unknown[]): Graph =>
  reduceEvents(createGraph(), events as Parameters<typeof reduceEvents>[1]);

describe("projectThread", () => {
  it("gives after every event what a fresh projection gives, whatever callers did to earlier results", () => {
    fc.assert(
      fc.property(anySession, (events) => {
        let graph = createGraph();
        const history: Graph[] = [];
        events.forEach((event, index) => {
          graph = reduceEvent(graph, event);
          history.push(graph);
          const expected = projectThread(fresh(events.slice(0, index + 1)));
          const views = projectThread(graph);
          expect(views).toEqual(expected);
          vandalizeThread(views);
          // The same graph again, and an older graph of the same history.
          expect(projectThread(graph)).toEqual(expected);
          const older = Math.max(0, index - 2);
          const olderViews = projectThread(history[older] as Graph);
          expect(olderViews).toEqual(projectThread(fresh(events.slice(0, older + 1))));
          vandalizeThread(olderViews);
          vandalizeThread(projectThread(graph));
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe("projectDAG", () => {
  it("gives after every event what a fresh projection gives, whatever callers did to earlier results", () => {
    fc.assert(
      fc.property(anySession, fc.boolean(), (events, collapsed) => {
        let graph = createGraph();
        events.forEach((event, index) => {
          graph = reduceEvent(graph, event);
          const expected = projectDAG(fresh(events.slice(0, index + 1)), { collapsed });
          const dag = projectDAG(graph, { collapsed });
          expect(dag).toEqual(expected);
          vandalizeDag(dag);
          expect(projectDAG(graph, { collapsed })).toEqual(expected);
          vandalizeDag(projectDAG(graph, { collapsed }));
        });
      }),
      { numRuns: 100 },
    );
  });
});
