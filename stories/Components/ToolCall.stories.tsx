import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties } from "react";
import { expect } from "storybook/test";
import {
  createGraph,
  type GraphEvent,
  projectThread,
  reduceEvents,
  type ViewNode,
} from "threadline";
import { ToolCall, type ToolRendererProps } from "threadline/components";
import { createScenario, type RunScript } from "threadline/testing";

/** The first tool call a scripted coding-agent run makes, through the real pipeline. */
function toolCallOf(script: (run: RunScript) => readonly GraphEvent[] | undefined): ViewNode {
  const scenario = createScenario();
  const run = scenario.run("coder", { parentId: scenario.user("Fix the failing checkout test.") });
  const extra = script(run) ?? [];
  const views = projectThread(reduceEvents(createGraph(), [...scenario.events(), ...extra]));
  const view = views.find((node) => node.content.kind === "tool_call");
  if (!view) throw new Error("the scenario has no tool call");
  return view;
}

const testCommand = { command: "npm test -- checkout", cwd: "/work/app" };

const pending = toolCallOf((run) => [
  {
    type: "tool_call",
    id: "write-1",
    runId: run.runId,
    agentId: run.agentId,
    name: "write_file",
    input: { path: "src/checkout/coupon.ts", content: "export const applyCoupon = (total" },
    partial: true,
  },
]);

const awaitingPermission = toolCallOf((run) => {
  run.permission(run.toolCall("exec", testCommand), "exec", testCommand);
  return undefined;
});

const running = toolCallOf((run) => {
  run.toolCall("search_docs", { query: "coupon rounding", limit: 5 });
  return undefined;
});

const complete = toolCallOf((run) => {
  const call = run.toolCall("read_file", { path: "src/checkout/coupon.ts" });
  run.toolResult(
    call,
    "read_file",
    "export const applyCoupon = (total, percent) =>\n  total - Math.round(percent / 100) * total;\n",
  );
  return undefined;
});

const denied = toolCallOf((run) => {
  const command = { command: "rm -rf node_modules && npm install" };
  const relay = run.permission(run.toolCall("exec", command), "exec", command);
  run.resolve(relay, "deny");
  return undefined;
});

const failed = toolCallOf((run) => {
  const call = run.toolCall("read_file", { path: "src/checkout/coupons.ts" });
  run.toolResult(call, "read_file", {
    error: "ENOENT: no such file or directory, open 'src/checkout/coupons.ts'",
  });
  return undefined;
});

const interrupted = toolCallOf((run) => {
  run.toolCall("exec", { command: "npm run build" });
  run.fail("The connection to the model was lost.", { code: "stream_closed" });
  return undefined;
});

const execRunning = toolCallOf((run) => {
  const call = run.toolCall("exec", testCommand);
  run.progress(call, "exec", { channel: "stdout", data: "> vitest run checkout\n\n" });
  run.progress(call, "exec", { channel: "stdout", data: " ✓ cart totals (12 tests)\n" });
  return undefined;
});

const execFinished = toolCallOf((run) => {
  const call = run.toolCall("exec", testCommand);
  run.progress(call, "exec", { channel: "stdout", data: "> vitest run checkout\n\n" });
  run.progress(call, "exec", { channel: "stdout", data: " ✓ cart totals (12 tests)\n" });
  run.progress(call, "exec", {
    channel: "stderr",
    data: " × applies coupon: expected 90, received 100\n",
  });
  run.progress(call, "exec", { exitCode: 1, durationMs: 2140 });
  run.toolResult(call, "exec", { exitCode: 1, failed: ["applies coupon"] });
  return undefined;
});

const commits = [
  { commit: "4be1c2a", author: "sam", message: "Round coupon percentages before applying" },
  { commit: "9f03d77", author: "kim", message: "Show coupon savings in the cart" },
  { commit: "1c8e2b0", author: "sam", message: "Accept coupon codes in lower case" },
];

const jsonOutput = toolCallOf((run) => {
  const call = run.toolCall("git_log", { since: "yesterday", path: "src/checkout" });
  run.toolResult(call, "git_log", commits);
  return undefined;
});

const rawProgress = toolCallOf((run) => {
  const call = run.toolCall("crawl", { url: "https://docs.example.com", depth: 2 });
  run.progress(call, "crawl", { pages: 12, queued: 40 });
  run.progress(call, "crawl", { pages: 31, queued: 18 });
  return undefined;
});

const chart = toolCallOf((run) => {
  const call = run.toolCall("plot_latency", { route: "/api/cart", window: "1h" });
  run.toolResult(call, "plot_latency", { unit: "ms", p95: [120, 180, 95] });
  return undefined;
});

const logLines = Array.from(
  { length: 2_000 },
  (_, index) =>
    `[${String(index + 1).padStart(4, "0")}] GET /api/cart/${index} 200 in ${(index * 7) % 90} ms`,
).join("\n");

const hugeOutput = toolCallOf((run) => {
  run.toolResult(run.toolCall("read_file", { path: "logs/server.log" }), "read_file", logLines);
  return undefined;
});

function CommitList({ output }: ToolRendererProps) {
  const rows = Array.isArray(output) ? (output as typeof commits) : [];
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {rows.map((row) => (
        <li key={row.commit}>
          <code>{row.commit}</code> {row.message} <span>({row.author})</span>
        </li>
      ))}
    </ul>
  );
}

function BrokenChart(_props: ToolRendererProps): never {
  throw new Error("Chart data has no series");
}

const meta = {
  title: "Components/ToolCall",
  component: ToolCall,
  args: { node: complete, durationMs: 840 },
} satisfies Meta<typeof ToolCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { args: { node: pending, durationMs: 300 } };

export const AwaitingPermission: Story = { args: { node: awaitingPermission, durationMs: 1200 } };

export const Running: Story = { args: { node: running, durationMs: 2600 } };

export const Complete: Story = {};

export const Denied: Story = { args: { node: denied, durationMs: 4100 } };

export const ErrorOutput: Story = { args: { node: failed, durationMs: 12 } };

export const Interrupted: Story = { args: { node: interrupted, durationMs: 15_300 } };

export const ExecRunning: Story = { args: { node: execRunning, durationMs: 900 } };

export const ExecFinished: Story = { args: { node: execFinished, durationMs: 2140 } };

export const JsonOutput: Story = { args: { node: jsonOutput, durationMs: 700 } };

export const RawProgress: Story = { args: { node: rawProgress, durationMs: 5400 } };

/** The output's height is themed down through `--tl-truncated-text-max-height`. */
export const HugeOutput: Story = {
  args: { node: hugeOutput, durationMs: 310 },
  decorators: [
    (Story) => (
      <div style={{ "--tl-truncated-text-max-height": "12rem" } as CSSProperties}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("Showing the first 200 lines.")).toBeVisible();
    await expect(canvas.queryByText(/\[2000\]/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show all" }));
    await expect(canvas.getByText(/\[2000\] GET/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show less" }));
  },
};

export const Collapsed: Story = {
  args: { node: execFinished, durationMs: 2140, defaultOpen: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("exec"));
    await expect(canvas.getByText(/applies coupon: expected 90/)).toBeVisible();
    await userEvent.click(canvas.getByText("exec"));
  },
};

export const CustomRenderer: Story = {
  args: { node: jsonOutput, durationMs: 700, toolRenderers: { git_log: CommitList } },
};

export const ThrowingRenderer: Story = {
  args: { node: chart, durationMs: 700, toolRenderers: { plot_latency: BrokenChart } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The custom view failed/)).toHaveTextContent(
      "The custom view failed (Error: Chart data has no series). Showing the raw view.",
    );
  },
};

export const Dark: Story = {
  args: { node: execFinished, durationMs: 2140 },
  globals: { theme: "dark" },
};

const panel = {
  display: "grid",
  gap: 12,
  width: 328,
  padding: 16,
  background: "var(--tl-color-background)",
  border: "1px solid var(--tl-color-border)",
  borderRadius: 8,
} as const;

const gallery = [
  [pending, 300],
  [awaitingPermission, 1200],
  [running, 2600],
  [complete, 840],
  [denied, 4100],
  [failed, 12],
] as const;

/** The six states side by side in both themes, folded to their headers. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "start", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          {gallery.map(([node, durationMs]) => (
            <ToolCall key={durationMs} node={node} durationMs={durationMs} defaultOpen={false} />
          ))}
        </div>
      ))}
    </div>
  ),
};
