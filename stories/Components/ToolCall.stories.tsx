import type { Meta, StoryObj } from "@storybook/react-vite";
import { type CSSProperties, useState } from "react";
import { expect, fn } from "storybook/test";
import {
  createGraph,
  type Graph,
  projectThread,
  type RelayDecision,
  reduceEvent,
  reduceEvents,
  type ViewNode,
} from "threadline";
import { type ThreadlineLabels, ToolCall, type ToolCallProps } from "threadline/components";
import { type AgentScript, scenario } from "threadline/testing";

interface Call {
  readonly graph: Graph;
  readonly node: ViewNode;
  readonly permission?: ViewNode;
}

/** The first tool call (and the request gating it) of a scripted coding-agent run. */
function callIn(graph: Graph): Call {
  const views = projectThread(graph);
  const node = views.find((view) => view.content.kind === "tool_call");
  if (node?.content.kind !== "tool_call") throw new Error("the scenario has no tool call");
  const { toolCallId } = node.content;
  const permission = views.findLast(
    (view) => view.content.kind === "relay" && view.content.toolCallId === toolCallId,
  );
  return permission ? { graph, node, permission } : { graph, node };
}

function toolCallOf(script: AgentScript): Call {
  const events = scenario()
    .user("Fix the failing checkout test.")
    .assistant("coder", script)
    .events();
  return callIn(reduceEvents(createGraph(), events));
}

const testCommand = { command: "npm test -- checkout", cwd: "/work/app" };
const cleanCommand = { command: "rm -rf dist && npm run build", cwd: "/work/app" };

const pending = toolCallOf((agent) =>
  agent.tool(
    "write_file",
    { path: "src/checkout/coupon.ts", content: "export const applyCoupon = (total" },
    { partial: true },
  ),
);

const running = toolCallOf((agent) =>
  agent.tool(
    "crawl",
    { url: "https://docs.example.com", depth: 2 },
    {
      running: true,
      progress: [
        { message: "Fetching /docs/install", done: 3, total: 12 },
        { message: "Fetching /docs/guides/coupons", done: 6, total: 12 },
        { message: "Fetching /docs/api/cart", done: 7, total: 12 },
      ],
    },
  ),
);

const counters = toolCallOf((agent) =>
  agent.tool(
    "index_repo",
    { path: "src" },
    {
      running: true,
      progress: [
        { files: 120, symbols: 2_480 },
        { files: 312, symbols: 6_905 },
      ],
    },
  ),
);

const execRunning = toolCallOf((agent) =>
  agent.tool("exec", testCommand, {
    running: true,
    progress: [
      { channel: "stdout", data: "> vitest run checkout\n\n" },
      { channel: "stdout", data: " ✓ cart totals (12 tests)\n" },
    ],
  }),
);

const execFinished = toolCallOf((agent) =>
  agent.tool("exec", testCommand, {
    progress: [
      { channel: "stdout", data: "> vitest run checkout\n\n" },
      { channel: "stdout", data: " ✓ cart totals (12 tests)\n" },
      { channel: "stderr", data: " × applies coupon: expected 90, received 100\n" },
      { exitCode: 1, durationMs: 2140 },
    ],
    output: { exitCode: 1, failed: ["applies coupon"] },
  }),
);

const complete = toolCallOf((agent) =>
  agent.tool(
    "read_file",
    { path: "src/checkout/coupon.ts" },
    {
      output:
        "export const applyCoupon = (total, percent) =>\n  total - Math.round(percent / 100) * total;\n",
    },
  ),
);

const failed = toolCallOf((agent) =>
  agent.tool(
    "read_file",
    { path: "src/checkout/coupons.ts" },
    { error: "ENOENT: no such file or directory, open 'src/checkout/coupons.ts'" },
  ),
);

const interrupted = toolCallOf((agent) =>
  agent
    .tool("exec", { command: "npm run build" }, { running: true })
    .fail("The connection to the model was lost.", { code: "stream_closed" }),
);

const awaiting = toolCallOf((agent) => agent.tool("bash", cleanCommand, { permission: "pending" }));

const allowedOnce = toolCallOf((agent) =>
  agent.tool("exec", testCommand, {
    permission: "allow",
    running: true,
    progress: [{ channel: "stdout", data: "> vitest run checkout\n" }],
  }),
);

const denied = toolCallOf((agent) => agent.tool("bash", cleanCommand, { permission: "deny" }));

const commits = [
  { commit: "4be1c2a", author: "sam", subject: "Round coupon percentages before applying" },
  { commit: "9f03d77", author: "kim", subject: "Show coupon savings in the cart" },
  { commit: "1c8e2b0", author: "sam", subject: "Accept coupon codes in lower case" },
];

const jsonOutput = toolCallOf((agent) =>
  agent.tool("git_log", { since: "yesterday", path: "src/checkout" }, { output: commits }),
);

const chart = toolCallOf((agent) =>
  agent.tool(
    "plot_latency",
    { route: "/api/cart", window: "1h" },
    { output: { unit: "ms", p95: [120, 180, 95] } },
  ),
);

const logLines = Array.from(
  { length: 2_000 },
  (_, index) =>
    `[${String(index + 1).padStart(4, "0")}] GET /api/cart/${index} 200 in ${(index * 7) % 90} ms`,
).join("\n");

const hugeOutput = toolCallOf((agent) =>
  agent.tool("read_file", { path: "logs/server.log" }, { output: logLines }),
);

function CommitList({ output }: { output: unknown }) {
  const rows = Array.isArray(output) ? (output as typeof commits) : [];
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {rows.map((row) => (
        <li key={row.commit}>
          <code>{row.commit}</code> {row.subject} <span>({row.author})</span>
        </li>
      ))}
    </ul>
  );
}

function BrokenChart(): never {
  throw new Error("Chart data has no series");
}

/** A custom view that asks for permission itself while the request waits. */
function CleanPreview({
  input,
  respond,
}: {
  input: unknown;
  respond?: ((decision: RelayDecision) => void) | undefined;
}) {
  const { command } = input as { command: string };
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <code>{command}</code>
      {respond ? (
        <button type="button" onClick={() => respond("deny")}>
          Keep dist
        </button>
      ) : null}
    </div>
  );
}

/** Holds the graph in state, so an answer goes through the reducer and the line shows it. */
function Answerable({ call, ...props }: Omit<ToolCallProps, "node"> & { call: Call }) {
  const [graph, setGraph] = useState(call.graph);
  const { node, permission } = callIn(graph);
  return (
    <ToolCall
      {...props}
      node={node}
      permission={permission}
      onRespond={(relayId, decision) => {
        setGraph((current) => reduceEvent(current, { type: "relay_resolved", relayId, decision }));
        props.onRespond?.(relayId, decision);
      }}
    />
  );
}

const meta = {
  title: "Components/ToolCall",
  component: ToolCall,
  args: { node: complete.node, durationMs: 840 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToolCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { args: { node: pending.node, durationMs: 300 } };

/** A tool with no accumulator: its latest status line and counters, read from the raw list. */
export const Running: Story = { args: { node: running.node, durationMs: 5400 } };

export const RunningExpanded: Story = {
  args: { node: running.node, durationMs: 5400, defaultOpen: true },
};

/** Entries with numbers only: the numbers are the status. */
export const ProgressCounters: Story = { args: { node: counters.node, durationMs: 3100 } };

export const ExecRunning: Story = { args: { node: execRunning.node, durationMs: 900 } };

export const ExecRunningExpanded: Story = {
  args: { node: execRunning.node, durationMs: 900, defaultOpen: true },
};

export const Complete: Story = {};

export const CompleteExpanded: Story = { args: { defaultOpen: true } };

export const ErrorOutput: Story = { args: { node: failed.node, durationMs: 12 } };

export const ErrorExpanded: Story = {
  args: { node: failed.node, durationMs: 12, defaultOpen: true },
};

export const Interrupted: Story = { args: { node: interrupted.node, durationMs: 15_300 } };

export const AwaitingPermission: Story = {
  args: {
    node: awaiting.node,
    permission: awaiting.permission,
    onRespond: fn(),
    durationMs: 1200,
  },
};

/** Nobody here can answer: the question shows without buttons. */
export const AwaitingPermissionReadOnly: Story = {
  args: { node: awaiting.node, permission: awaiting.permission, durationMs: 1200 },
};

export const AllowedOnce: Story = {
  args: { node: allowedOnce.node, permission: allowedOnce.permission, durationMs: 2300 },
};

export const Denied: Story = {
  args: { node: denied.node, permission: denied.permission, durationMs: 4100 },
};

export const ExecFinished: Story = {
  args: { node: execFinished.node, durationMs: 2140, defaultOpen: true },
};

export const JsonOutput: Story = {
  args: { node: jsonOutput.node, durationMs: 700, defaultOpen: true },
};

/** The output's height is themed down through `--tl-truncated-text-max-height`. */
export const HugeOutput: Story = {
  args: { node: hugeOutput.node, durationMs: 310, defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ "--tl-truncated-text-max-height": "12rem" } as CSSProperties}>
        <Story />
      </div>
    ),
  ],
};

export const CustomRender: Story = {
  args: { node: jsonOutput.node, durationMs: 700, render: CommitList },
};

/** A custom view that gets `respond` while the request waits: it asks in its own words. */
export const CustomRenderAsks: Story = {
  args: {
    node: awaiting.node,
    permission: awaiting.permission,
    onRespond: fn(),
    render: CleanPreview,
    durationMs: 1200,
  },
};

export const ThrowingRender: Story = {
  args: { node: chart.node, durationMs: 700, render: BrokenChart },
};

export const Dark: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 4 }}>
      <ToolCall node={execFinished.node} durationMs={2140} defaultOpen />
      <ToolCall node={failed.node} durationMs={12} />
      <ToolCall node={awaiting.node} permission={awaiting.permission} onRespond={() => {}} />
    </div>
  ),
  globals: { theme: "dark" },
};

const arabic: Partial<ThreadlineLabels> = {
  toolComplete: "تم",
  toolFailed: "فشل",
  toolRunning: "قيد التشغيل",
  permissionRequest: (tool) => `طلب إذن: ${tool}`,
  permissionQuestion: (tool, summary) =>
    summary ? `تشغيل ${tool}: ${summary}؟` : `تشغيل ${tool}؟`,
  allowOnce: "السماح مرة واحدة",
  allowAlways: "السماح دائمًا",
  deny: "رفض",
  decisionAllowedOnce: "سُمح مرة واحدة",
  toolInput: "المدخلات",
  toolOutput: "المخرجات",
};

/** Right to left: the line, the question and the body mirror; names and commands keep their direction. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar" style={{ display: "grid", gap: 4 }}>
      <ToolCall node={complete.node} durationMs={840} labels={arabic} defaultOpen />
      <ToolCall node={failed.node} durationMs={12} labels={arabic} />
      <ToolCall node={running.node} durationMs={5400} labels={arabic} />
      <ToolCall
        node={awaiting.node}
        permission={awaiting.permission}
        onRespond={() => {}}
        labels={arabic}
      />
      <ToolCall
        node={allowedOnce.node}
        permission={allowedOnce.permission}
        durationMs={2300}
        labels={arabic}
      />
    </div>
  ),
};

const gallery: readonly [string, Call, number][] = [
  ["pending", pending, 300],
  ["running", running, 5400],
  ["exec", execRunning, 900],
  ["complete", complete, 840],
  ["error", failed, 12],
  ["interrupted", interrupted, 15_300],
  ["awaiting", awaiting, 1200],
  ["allowed", allowedOnce, 2300],
  ["denied", denied, 4100],
];

const panel = {
  display: "grid",
  gap: 2,
  padding: 12,
  background: "var(--tl-color-background)",
  border: "1px solid var(--tl-color-border)",
  borderRadius: 10,
} as const;

/** Every state at rest, in both themes, as the one line each shows in a thread. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          {gallery.map(([key, call, durationMs]) => (
            <ToolCall
              key={key}
              node={call.node}
              permission={call.permission}
              onRespond={key === "awaiting" ? () => {} : undefined}
              durationMs={durationMs}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Expand: Story = {
  tags: ["interaction"],
  args: { node: execFinished.node, durationMs: 2140 },
  play: async ({ canvas, userEvent }) => {
    const line = canvas.getByRole("button", { name: /exec/ });
    await expect(line).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(line);
    await expect(line).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/applies coupon: expected 90/)).toBeVisible();
  },
};

export const AllowOnce: Story = {
  tags: ["interaction"],
  args: { node: awaiting.node, onRespond: fn() },
  render: (args) => <Answerable {...args} call={awaiting} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Allow once/ }));
    await expect(args.onRespond).toHaveBeenCalledWith(awaiting.permission?.id, "allow");
    await expect(canvas.getByText("Allowed once")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Deny/ })).toBeNull();
  },
};

export const DenyWithKeyboard: Story = {
  tags: ["interaction"],
  args: { node: awaiting.node, onRespond: fn() },
  render: (args) => <Answerable {...args} call={awaiting} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("group", { name: "Permission request: bash" })).toHaveFocus();
    await userEvent.keyboard("d");
    await expect(args.onRespond).toHaveBeenCalledWith(awaiting.permission?.id, "deny");
    await expect(canvas.getByRole("button", { name: /Denied/ })).toHaveFocus();
  },
};

export const ShowAllOutput: Story = {
  tags: ["interaction"],
  args: { node: hugeOutput.node, durationMs: 310, defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("Showing the first 200 lines.")).toBeVisible();
    await expect(canvas.queryByText(/\[2000\]/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show all" }));
    await expect(canvas.getByText(/\[2000\] GET/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show less" }));
  },
};
