import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { createGraph, type Graph, pendingRelays, reduceEvent, reduceEvents } from "threadline";
import {
  PermissionInbox,
  type PermissionInboxItemProps,
  type PermissionInboxProps,
  useLabels,
} from "threadline/components";
import { scenario } from "threadline/testing";

/** The lead asks to run one command. */
function oneRequest(): Graph {
  const params = { command: "npm test -- --run src/parser.test.ts", cwd: "/work/app" };
  const events = scenario()
    .user("Why is CI red?")
    .assistant("lead", (lead) =>
      lead.text("Let me run the failing test.").tool("exec", params, { permission: "pending" }),
    )
    .events();
  return reduceEvents(createGraph(), events);
}

/**
 * Three requests at three depths: the lead, its researcher, and the researcher's fetcher, each
 * asking while the agent it started works.
 */
function threeRequests(): Graph {
  const exec = { command: "git revert --no-edit 4f2a91c", cwd: "/work/app" };
  const read = { path: "/var/log/app/error.log", lines: 400 };
  const fetchParams = {
    url: "https://status.example.com/api/v2/incidents.json?since=2024-05-01&include=updates",
    headers: { accept: "application/json" },
  };
  const events = scenario()
    .user("Research the outage and fix it.")
    .assistant("lead", (lead) =>
      lead
        .tool("exec", exec, { permission: "pending" })
        .tool("agent", { task: "find the cause" })
        .subagent("researcher", (researcher) =>
          researcher
            .tool("read_file", read, { permission: "pending" })
            .tool("agent", { task: "fetch the status page" })
            .subagent("fetcher", (fetcher) =>
              fetcher.tool("fetch", fetchParams, { permission: "pending" }),
            ),
        ),
    )
    .events();
  return reduceEvents(createGraph(), events);
}

const one = oneRequest();
const three = threeRequests();

/** Holds the graph in state, so answers go through the reducer and leave the inbox. */
function Answerable({
  graph: initial,
  onRespond,
  ...props
}: PermissionInboxProps & { graph: Graph }) {
  const [graph, setGraph] = useState(initial);
  return (
    <PermissionInbox
      {...props}
      pending={pendingRelays(graph)}
      onRespond={(relayId, decision) => {
        setGraph((current) => reduceEvent(current, { type: "relay_resolved", relayId, decision }));
        onRespond(relayId, decision);
      }}
    />
  );
}

const meta = {
  title: "Components/PermissionInbox",
  component: PermissionInbox,
  args: { pending: pendingRelays(three), onRespond: fn() },
} satisfies Meta<typeof PermissionInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneRequest: Story = {
  render: (args) => <Answerable {...args} graph={one} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "Allow" })).toBeVisible();
  },
};

export const AllowOne: Story = {
  tags: ["interaction"],
  render: (args) => <Answerable {...args} graph={one} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Allow" }));
    const [request] = pendingRelays(one);
    await expect(args.onRespond).toHaveBeenCalledWith(request?.relay.id, "allow");
    await expect(canvasElement.querySelector(".tl-permission-inbox")).toBeNull();
  },
};

export const ThreeAtDifferentDepths: Story = {
  render: (args) => <Answerable {...args} graph={three} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("lead › researcher › fetcher")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

export const AllowAll: Story = {
  tags: ["interaction"],
  render: (args) => <Answerable {...args} graph={three} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Allow all" }));
    for (const { relay } of pendingRelays(three)) {
      await expect(args.onRespond).toHaveBeenCalledWith(relay.id, "allow");
    }
    await expect(canvasElement.querySelector(".tl-permission-inbox")).toBeNull();
  },
};

/** A one-button row per request: the tool, where it comes from, and "Always allow". */
function TrustRow({ request, onRespond, labels }: PermissionInboxItemProps) {
  const text = useLabels(labels);
  const { relay, agentPath } = request;
  return (
    <li style={{ display: "flex", alignItems: "center", gap: 8, padding: "4px 0" }}>
      <span style={{ flex: 1, minWidth: 0, color: "var(--tl-color-text)" }}>
        <code>{relay.tool}</code>
        <span style={{ color: "var(--tl-color-muted)" }}>{` · ${agentPath.join(" › ")}`}</span>
      </span>
      <button type="button" onClick={() => onRespond(relay.id, "allow_always")}>
        {`${text.allowAlways} ${relay.tool}`}
      </button>
    </li>
  );
}

export const CustomItem: Story = {
  args: { components: { Item: TrustRow } },
  render: (args) => <Answerable {...args} graph={three} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Allow" })).toBeNull();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

export const AlwaysAllowFromCustomItem: Story = {
  tags: ["interaction"],
  args: { components: { Item: TrustRow } },
  render: (args) => <Answerable {...args} graph={three} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Always allow read_file" }));
    const read = pendingRelays(three).find(({ relay }) => relay.tool === "read_file");
    await expect(args.onRespond).toHaveBeenCalledWith(read?.relay.id, "allow_always");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { pending: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".tl-permission-inbox")).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
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
          <PermissionInbox
            pending={pendingRelays(one)}
            onRespond={() => {}}
            label={`One pending permission request, ${theme}`}
          />
          <PermissionInbox
            pending={pendingRelays(three)}
            onRespond={() => {}}
            label={`Three pending permission requests, ${theme}`}
          />
        </div>
      ))}
    </div>
  ),
};
