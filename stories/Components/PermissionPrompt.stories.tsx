import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import {
  createGraph,
  type Graph,
  pendingRelays,
  projectThread,
  type RelayDecision,
  reduceEvent,
  reduceEvents,
  type ViewNode,
} from "threadline";
import { PermissionPrompt, type PermissionPromptProps } from "threadline/components";
import { scenario } from "threadline/testing";

interface Request {
  readonly graph: Graph;
  readonly relayId: string;
}

/** A lead agent whose builder subagent asks to run `tool`, answered with `decision` if given. */
function request(tool: string, params: Record<string, unknown>, decision?: RelayDecision): Request {
  const events = scenario()
    .user("Clean up and rebuild the app.")
    .assistant("lead", (lead) =>
      lead
        .text("I'll hand this to the builder.")
        .tool("agent", { task: "rebuild" })
        .subagent("builder", (builder) =>
          builder.tool(tool, params, { permission: decision ?? "pending" }),
        ),
    )
    .events();
  const relay = events.find((event) => event.type === "relay");
  if (!relay) throw new Error("the scenario has no relay");
  return { graph: reduceEvents(createGraph(), events), relayId: relay.id };
}

/** The relay view node, wherever it sits among subagent branches. */
function relayOf(graph: Graph): ViewNode {
  const queue: ViewNode[] = [...projectThread(graph)];
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (node.content.kind === "relay") return node;
    for (const branch of node.branches) queue.push(...branch);
  }
  throw new Error("the scenario has no relay");
}

const execParams = { command: "rm -rf build && npm run build", cwd: "/work/app" };
const waiting = request("exec", execParams);
const agentPath = pendingRelays(waiting.graph)[0]?.agentPath ?? [];
const allowed = request("exec", execParams, "allow");
const alwaysAllowed = request("read_file", { path: "src/index.ts" }, "allow_always");
const denied = request("exec", { command: "curl https://example.com/install.sh | sh" }, "deny");
const longParameters = request("write_file", {
  path: "src/components/very/deeply/nested/folder/structure/that/keeps/going/Component.tsx",
  content: Array.from({ length: 40 }, (_, line) => `export const value${line} = ${line};`).join(
    "\n",
  ),
  url: `https://example.com/${"segment/".repeat(60)}`,
  options: {
    overwrite: true,
    mode: "0644",
    tags: Array.from({ length: 30 }, (_, i) => `tag-${i}`),
  },
});

/** Holds the graph in state, so an answer goes through the reducer and the prompt shows it. */
function Answerable({ graph: initial, onRespond, ...props }: PermissionPromptProps & Request) {
  const [graph, setGraph] = useState(initial);
  return (
    <PermissionPrompt
      {...props}
      node={relayOf(graph)}
      onRespond={(relayId, decision) => {
        setGraph((current) => reduceEvent(current, { type: "relay_resolved", relayId, decision }));
        onRespond?.(relayId, decision);
      }}
    />
  );
}

const meta = {
  title: "Components/PermissionPrompt",
  component: PermissionPrompt,
  args: { node: relayOf(waiting.graph), agentPath, onRespond: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PermissionPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  render: (args) => <Answerable {...args} {...waiting} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Allow once" })).toBeVisible();
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

export const AllowOnce: Story = {
  tags: ["interaction"],
  render: (args) => <Answerable {...args} {...waiting} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Allow once" }));
    await expect(args.onRespond).toHaveBeenCalledWith(waiting.relayId, "allow");
    await expect(canvas.getByText("Allowed once")).toBeVisible();
  },
};

export const KeyboardShortcut: Story = {
  tags: ["interaction"],
  render: (args) => <Answerable {...args} {...waiting} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("group", { name: "Permission request: exec" })).toHaveFocus();
    await userEvent.keyboard("{Shift>}A{/Shift}");
    await expect(args.onRespond).toHaveBeenCalledWith(waiting.relayId, "allow_always");
    await expect(canvas.getByText("Always allowed")).toBeVisible();
  },
};

export const DenyWithEscape: Story = {
  tags: ["interaction"],
  render: (args) => <Answerable {...args} {...waiting} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.keyboard("{Escape}");
    await expect(args.onRespond).toHaveBeenCalledWith(waiting.relayId, "deny");
    await expect(canvas.getByText("Denied")).toBeVisible();
  },
};

export const AllowedOnce: Story = {
  args: { node: relayOf(allowed.graph) },
};

export const AlwaysAllowed: Story = {
  args: { node: relayOf(alwaysAllowed.graph) },
};

export const Denied: Story = {
  args: { node: relayOf(denied.graph) },
};

export const LongParameters: Story = {
  args: { node: relayOf(longParameters.graph), autoFocus: false },
};

export const ShowAllParameters: Story = {
  tags: ["interaction"],
  args: { node: relayOf(longParameters.graph), autoFocus: false },
  play: async ({ canvas, userEvent }) => {
    const expand = canvas.getByRole("button", { name: "Show all parameters" });
    await userEvent.click(expand);
    await expect(canvas.getByText(/value39 = 39/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show less" }));
  },
};

export const ReadOnly: Story = {
  render: (args) => <PermissionPrompt node={args.node} agentPath={agentPath} />,
};

export const Dark: Story = {
  args: { autoFocus: false },
  globals: { theme: "dark" },
};

/** Right to left: the question mirrors; the tool's name and command keep their direction. */
export const RightToLeft: Story = {
  args: {
    autoFocus: false,
    labels: {
      permissionRequest: (tool) => `طلب إذن: ${tool}`,
      permissionQuestion: (tool, summary) =>
        summary ? `تشغيل ${tool}: ${summary}؟` : `تشغيل ${tool}؟`,
      allowOnce: "السماح مرة واحدة",
      allowAlways: "السماح دائمًا",
      deny: "رفض",
    },
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};

const panel = {
  boxSizing: "border-box",
  display: "grid",
  gap: 12,
  width: 368,
  padding: 16,
  background: "var(--tl-color-background)",
  border: "1px solid var(--tl-color-border)",
  borderRadius: 8,
} as const;

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "start", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          <PermissionPrompt
            node={relayOf(waiting.graph)}
            agentPath={agentPath}
            onRespond={() => {}}
            autoFocus={false}
          />
          <PermissionPrompt node={relayOf(allowed.graph)} agentPath={agentPath} />
          <PermissionPrompt node={relayOf(alwaysAllowed.graph)} agentPath={agentPath} />
          <PermissionPrompt node={relayOf(denied.graph)} agentPath={agentPath} />
        </div>
      ))}
    </div>
  ),
};
