import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Composer, type ComposerSendButtonProps } from "threadline/components";

const fixedTime = Date.UTC(2024, 4, 1);
const attachments = [
  new File([new Uint8Array(18_432)], "failing-test.log", {
    type: "text/plain",
    lastModified: fixedTime,
  }),
  new File([new Uint8Array(2_621_440)], "screenshot of the broken build page.png", {
    type: "image/png",
    lastModified: fixedTime,
  }),
];

const meta = {
  title: "Components/Composer",
  component: Composer,
  args: { onSend: fn(), onStop: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const WithText: Story = {
  args: {
    defaultValue:
      "Why is CI red on main?\nThe parser tests started failing after the last merge — check the logs first.",
  },
};

export const Streaming: Story = {
  args: { status: "streaming", defaultValue: "And then update the changelog." },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: "Send" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const WithAttachments: Story = {
  args: { allowAttachments: true, defaultValue: "What do these show?" },
  render: (args) => <Composer {...args} defaultAttachments={attachments} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Attachments" });
    await expect(list.children).toHaveLength(2);
  },
};

export const RemoveAttachment: Story = {
  tags: ["interaction"],
  args: { allowAttachments: true, defaultValue: "What do these show?" },
  render: (args) => <Composer {...args} defaultAttachments={attachments} />,
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole("list", { name: "Attachments" });
    await expect(list.children).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Remove failing-test.log" }));
    await expect(list.children).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, placeholder: "Reconnecting…" },
};

export const SendOnEnter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "Why is CI red?{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith({ text: "Why is CI red?", attachments: [] });
    await expect(field).toHaveValue("");
  },
};

export const ShiftEnterBreaksLine: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "First line{Shift>}{Enter}{/Shift}Second line");
    await expect(field).toHaveValue("First line\nSecond line");
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A round Send button with an arrow; it stays a submit button, as the part requires. */
function ArrowSend({ disabled }: ComposerSendButtonProps) {
  return (
    <button
      type="submit"
      className="tl-composer__send"
      aria-label="Send"
      disabled={disabled}
      style={{ display: "grid", placeItems: "center", width: "2em", padding: 0, borderRadius: 999 }}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

export const CustomSendButton: Story = {
  args: { components: { SendButton: ArrowSend } },
  play: async ({ args, canvas, userEvent }) => {
    const send = canvas.getByRole("button", { name: "Send" });
    await expect(send.textContent).toBe("");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Ship it");
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({ text: "Ship it", attachments: [] });
  },
};

export const Dark: Story = {
  args: { allowAttachments: true, defaultValue: "Summarise the run so far." },
  globals: { theme: "dark" },
};

const panel = {
  boxSizing: "border-box",
  display: "grid",
  gap: 16,
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
          <Composer onSend={() => {}} />
          <Composer onSend={() => {}} defaultValue={"Two lines\nof text"} />
          <Composer onSend={() => {}} onStop={() => {}} status="streaming" />
          <Composer
            onSend={() => {}}
            allowAttachments
            defaultAttachments={attachments}
            defaultValue="What do these show?"
          />
          <Composer onSend={() => {}} disabled placeholder="Reconnecting…" />
        </div>
      ))}
    </div>
  ),
};
