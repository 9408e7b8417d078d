import { createGraph, projectThread, reduceEvents, type ViewNode } from "threadline";
import { ToolCall } from "threadline/components";
import { scenario } from "threadline/testing";
import { mount } from "./mount.js";
import type { HugeKind, HugeRender, HugeRenderer } from "./UiBenchApi.js";

const TEN_MB = 10 * 1024 * 1024;

/** The input and output of a tool call that returned about 10 MB of `kind`. */
function hugeCall(kind: HugeKind): { input: unknown; output: unknown } {
  switch (kind) {
    case "lines": {
      const line = `${"0123456789".repeat(9)}\n`;
      return { input: { command: "cat big.log" }, output: line.repeat(TEN_MB / line.length) };
    }
    case "line":
      return { input: { command: "cat minified.js" }, output: "x".repeat(TEN_MB) };
    case "json": {
      const rows = Array.from({ length: Math.ceil(TEN_MB / 36) }, (_, id) => ({
        id,
        name: "row",
        big: 1e22,
      }));
      return { input: { query: "select *", rows }, output: { rows } };
    }
    default:
      return kind satisfies never;
  }
}

const calls = new Map<HugeKind, { view: ViewNode; bytes: number }>();

/** The tool call's view node, projected once per kind (the projection is not what is timed). */
function hugeView(kind: HugeKind): { view: ViewNode; bytes: number } {
  const cached = calls.get(kind);
  if (cached) return cached;
  const { input, output } = hugeCall(kind);
  const events = scenario()
    .user("Go")
    .assistant("agent", (agent) => agent.tool("fetch", input, { output }))
    .events();
  const view = projectThread(reduceEvents(createGraph(), events)).find(
    (node) => node.content.kind === "tool_call",
  );
  if (!view) throw new Error("bench ui: the scenario made no tool call");
  const bytes = (typeof output === "string" ? output : JSON.stringify(output)).length;
  const made = { view, bytes };
  calls.set(kind, made);
  return made;
}

/** What a tool card without truncation shows: the whole input and output, pretty-printed. */
function NaiveToolCall({ view }: { view: ViewNode }) {
  if (view.content.kind !== "tool_call") return null;
  const { name, input, output } = view.content;
  const text = (value: unknown) =>
    typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return (
    <section>
      <h3>{name}</h3>
      <pre>{text(input)}</pre>
      <pre>{text(output)}</pre>
    </section>
  );
}

/**
 * Mounts one tool call with a huge output and measures its first frame, then unmounts it.
 * `ToolCall` is mounted open, its input and output shown: since the redesign of issue 15 it
 * starts as one closed line (before, at 905c29a, it had no `defaultOpen` and always showed them).
 */
export async function hugeOutput(kind: HugeKind, renderer: HugeRenderer): Promise<HugeRender> {
  const { view, bytes } = hugeView(kind);
  const mounted = await mount(
    renderer === "toolCall" ? <ToolCall node={view} defaultOpen /> : <NaiveToolCall view={view} />,
  );
  const { started, committed, framed } = mounted.timing;
  const characters = mounted.host.textContent?.length ?? 0;
  mounted.unmount();
  return {
    kind,
    renderer,
    bytes,
    commitMs: committed - started,
    firstFrameMs: framed - started,
    characters,
  };
}
