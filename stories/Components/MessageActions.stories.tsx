import type { Meta, StoryObj } from "@storybook/react-vite";
import { type CSSProperties, type ReactNode, useState } from "react";
import { expect, fn, spyOn, waitFor } from "storybook/test";
import { createGraph, groupTurns, projectThread, reduceEvents, type Turn } from "threadline";
import { MessageActions, MessageEditor, turnText } from "threadline/components";
import { scenario } from "threadline/testing";

const events = scenario()
  .user("Rename the `parseArgs` helper to `parseOptions` and update its callers.")
  .assistant((agent) =>
    agent
      .reasoning("Find every caller first, then rename in one pass.")
      .text("Renamed `parseArgs` to `parseOptions` in `src/options.ts` and in both callers.")
      .tool("bash", { command: "npm test" }, { output: "42 passed" })
      .text("The tests pass; nothing else imports the old name."),
  )
  .events();
const turns = groupTurns(projectThread(reduceEvents(createGraph(), events)));
const [user, assistant] = turns as [Turn, Turn];

const column: CSSProperties = {
  display: "grid",
  gap: "var(--tl-space-4)",
  maxWidth: 560,
  color: "var(--tl-color-text)",
  fontSize: "var(--tl-text-md)",
  lineHeight: "var(--tl-line-height)",
};

// A bare turn: only the `.tl-turn` class the actions' hover rule keys on, none of its looks.
const bareTurn: CSSProperties = {
  display: "grid",
  gap: "var(--tl-space-1)",
  padding: 0,
  border: 0,
  borderRadius: 0,
  background: "none",
};

const bubble: CSSProperties = {
  justifySelf: "end",
  maxWidth: "80%",
  margin: 0,
  padding: "var(--tl-space-2) var(--tl-space-4)",
  borderRadius: "var(--tl-radius-lg)",
  background: "var(--tl-color-bubble)",
  whiteSpace: "pre-wrap",
};

function UserTurn({ turn, text, children }: { turn: Turn; text?: string; children: ReactNode }) {
  return (
    <article className="tl-turn" data-role="user" style={bareTurn}>
      <p style={bubble}>
        <bdi>{text ?? turnText(turn)}</bdi>
      </p>
      {children}
    </article>
  );
}

function AssistantTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
  return (
    <article className="tl-turn" data-role="assistant" style={bareTurn}>
      {turnText(turn)
        .split("\n\n")
        .map((paragraph) => (
          <p key={paragraph} style={{ margin: 0 }}>
            {paragraph}
          </p>
        ))}
      {children}
    </article>
  );
}

const onEdit = fn();

/** A user turn whose Edit opens the inline editor in place of the bubble, as the thread does. */
function EditableUserTurn() {
  const [text, setText] = useState(turnText(user));
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <MessageEditor
        initialText={text}
        onSave={(edited) => {
          setText(edited);
          setEditing(false);
          onEdit(edited);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <UserTurn turn={user} text={text}>
      <MessageActions turn={user} isLast onStartEdit={() => setEditing(true)} />
    </UserTurn>
  );
}

const meta = {
  title: "Components/MessageActions",
  component: MessageActions,
  args: {
    turn: assistant,
    onStartEdit: fn(),
    onRegenerate: fn(),
    onFeedback: fn(),
  },
  render: (args) => (
    <div style={column}>
      {args.turn.role === "user" ? (
        <UserTurn turn={args.turn}>
          <MessageActions {...args} />
        </UserTurn>
      ) : (
        <AssistantTurn turn={args.turn}>
          <MessageActions {...args} />
        </AssistantTurn>
      )}
    </div>
  ),
} satisfies Meta<typeof MessageActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quiet at rest: the actions show when the pointer is over the message or focus is in it. */
export const UserMessage: Story = {
  args: { turn: user },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole("toolbar", { name: "Message actions" });
    await expect(toolbar).toHaveAttribute("data-visible", "hover");
    await expect(canvas.getByRole("button", { name: "Copy" })).toHaveAttribute("tabindex", "0");
    await expect(canvas.getByRole("button", { name: "Edit" })).toHaveAttribute("tabindex", "-1");
  },
};

export const AssistantTurnAtRest: Story = {
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole("toolbar", { name: "Message actions" });
    await expect(toolbar).toHaveAttribute("data-visible", "hover");
    await expect(toolbar).not.toBeVisible();
  },
};

/** The thread's last assistant turn shows its actions without a hover. */
export const LastAssistantTurn: Story = {
  args: { isLast: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("toolbar")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Regenerate" })).toBeVisible();
  },
};

export const FeedbackGiven: Story = {
  args: { isLast: true, feedback: "up" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Good response" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Bad response" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

export const EditorOpen: Story = {
  render: () => (
    <div style={column}>
      <MessageEditor
        initialText={`${turnText(user)}\nKeep \`parseArgs\` as a deprecated alias for one release.`}
        onSave={fn()}
        onCancel={fn()}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Edit message" })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const Dark: Story = {
  args: { isLast: true, feedback: "down" },
  globals: { theme: "dark" },
};

export const CopyMessage: Story = {
  tags: ["interaction"],
  args: { isLast: true },
  play: async ({ canvas, userEvent }) => {
    // Headless Chromium denies the clipboard to pages, so the test stands in for it.
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(writeText).toHaveBeenCalledWith(turnText(assistant));
    await expect(canvas.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Message copied to the clipboard");
  },
};

export const EditAndSave: Story = {
  tags: ["interaction"],
  render: () => (
    <div style={column}>
      <EditableUserTurn />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    const field = canvas.getByRole("textbox", { name: "Edit message" });
    await expect(field).toHaveFocus();
    await userEvent.keyboard(" Keep the old name as an alias.{Enter}");
    const saved = `${turnText(user)} Keep the old name as an alias.`;
    await expect(onEdit).toHaveBeenLastCalledWith(saved);
    await waitFor(() => expect(canvas.getByText(saved)).toBeVisible());
  },
};

export const KeyboardNavigation: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const toolbar = canvas.getByRole("toolbar", { name: "Message actions" });
    await expect(toolbar).not.toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Copy" })).toHaveFocus();
    await expect(toolbar).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Good response" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Regenerate" })).toHaveFocus();
  },
};

const panel: CSSProperties = {
  ...column,
  boxSizing: "border-box",
  width: 600,
  padding: "var(--tl-space-4)",
  background: "var(--tl-color-background)",
  border: "1px solid var(--tl-color-border)",
  borderRadius: "var(--tl-radius-md)",
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          <UserTurn turn={user}>
            <MessageActions turn={user} isLast onStartEdit={() => {}} />
          </UserTurn>
          <AssistantTurn turn={assistant}>
            <MessageActions
              turn={assistant}
              isLast
              onRegenerate={() => {}}
              onFeedback={() => {}}
              feedback={theme === "light" ? "up" : "down"}
            />
          </AssistantTurn>
          <AssistantTurn turn={assistant}>
            <MessageActions turn={assistant} isLast />
          </AssistantTurn>
        </div>
      ))}
    </div>
  ),
};
