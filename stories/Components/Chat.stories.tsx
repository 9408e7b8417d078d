import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { expect, fn, type Mock, userEvent, waitFor, within } from "storybook/test";
import { createConversationStore, type GraphEvent, type RecordedEvent, replay } from "threadline";
import { Chat, type ChatProps, preloadHighlighter, ReplayControls } from "threadline/components";
import { codingAgentSession, researchAgentSession, scenario } from "threadline/testing";

const waiting = scenario()
  .user("Tidy the repository.")
  .assistant("ops", (agent) =>
    agent
      .text("Two commands need your approval.")
      .tool("bash", { command: "git clean -fdx" }, { permission: "pending" }),
  )
  .events();

/** A chat over its own store, so every mount starts from the same events. */
function Fresh({ events, ...props }: Omit<ChatProps, "store"> & { events: readonly GraphEvent[] }) {
  const store = useMemo(
    () => createConversationStore({ batch: "sync", initialEvents: events }),
    [events],
  );
  return <Chat store={store} {...props} />;
}

/** A chat fed by a replay of a recording, stopped at `position` so the picture is stable. */
function ReplayedChat({
  recording,
  position,
  onSend,
}: {
  recording: readonly RecordedEvent[];
  position: number;
  onSend: ChatProps["onSend"];
}) {
  const store = useMemo(() => createConversationStore({ batch: "sync" }), []);
  const player = useMemo(() => {
    const created = replay(store, recording, { autoplay: false });
    created.seek(position);
    return created;
  }, [store, recording, position]);
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8, height: 560 }}>
      <ReplayControls player={player} />
      <Chat store={store} onSend={onSend} />
    </div>
  );
}

const research = researchAgentSession().recording();

const meta = {
  title: "Components/Chat",
  component: Chat,
  args: { onSend: fn(), onRespond: fn() },
  loaders: [async () => ({ highlighter: await preloadHighlighter(["ts", "json", "bash"]) })],
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: "flex", flexDirection: "column" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

const coding = codingAgentSession().events();

export const Complete: Story = {
  render: (args) => <Fresh events={coding} {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Thanks!{Enter}");
    const [message, context] = (args.onSend as Mock<ChatProps["onSend"]>).mock.calls[0] ?? [];
    expect(message).toEqual({ text: "Thanks!", attachments: [] });
    expect(context).toEqual({ parentId: "coder-2:text-2" });
  },
};

export const ApprovalWaiting: Story = {
  render: (args) => <Fresh events={waiting} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = await canvas.findByRole("region", { name: "Pending approvals" });
    expect(within(inbox).getByRole("button", { name: /^allow/i })).toBeVisible();
  },
};

export const AllowFromInbox: Story = {
  tags: ["interaction"],
  render: (args) => <Fresh events={waiting} {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = await canvas.findByRole("region", { name: "Pending approvals" });
    await userEvent.click(within(inbox).getByRole("button", { name: /^allow/i }));
    expect(args.onRespond).toHaveBeenCalledWith(expect.any(String), "allow");
    await waitFor(() =>
      expect(canvas.queryByRole("region", { name: "Pending approvals" })).toBeNull(),
    );
  },
};

export const Replayed: Story = {
  render: (args) => (
    <ReplayedChat
      recording={research}
      position={Math.floor(research.length / 2)}
      onSend={args.onSend}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrubber = canvas.getByRole("slider");
    expect(scrubber).toHaveValue(String(Math.floor(research.length / 2)));
  },
};

export const PlayAndPause: Story = {
  tags: ["interaction"],
  render: (args) => (
    <ReplayedChat
      recording={research}
      position={Math.floor(research.length / 2)}
      onSend={args.onSend}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrubber = canvas.getByRole("slider");
    expect(scrubber).toHaveValue(String(Math.floor(research.length / 2)));
    await userEvent.click(canvas.getByRole("button", { name: "Play" }));
    await canvas.findByRole("button", { name: "Pause" });
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
  },
};
