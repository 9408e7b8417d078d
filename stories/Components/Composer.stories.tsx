import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useEffect, useRef } from "react";
import { expect, fn, waitFor } from "storybook/test";
import {
  Composer,
  type ComposerSendButtonProps,
  type ThreadlineLabels,
} from "threadline/components";

const fixedTime = Date.UTC(2024, 4, 1);

/** A small chart drawn in the story, so the thumbnail needs nothing from the network. */
function chart(name: string, bars: readonly number[], colour: string): File {
  const width = 160;
  const rects = bars
    .map((height, index) => {
      const x = 14 + index * 24;
      return `<rect x="${x}" y="${104 - height}" width="16" height="${height}" rx="2" fill="${colour}"/>`;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" viewBox="0 0 ${width} 120"><rect width="${width}" height="120" fill="#f6f8fa"/><path d="M10 104H150" stroke="#d1d9e0" stroke-width="2"/>${rects}</svg>`;
  return new File([svg], name, { type: "image/svg+xml", lastModified: fixedTime });
}

const errorRate = chart("error-rate.svg", [30, 44, 38, 86, 62, 24], "#cf222e");
const latency = chart("latency-p95.svg", [20, 28, 52, 40, 70, 58], "#0969da");
const log = new File([new Uint8Array(18_432)], "failing-test.log", {
  type: "text/plain",
  lastModified: fixedTime,
});
const report = new File([new Uint8Array(2_621_440)], "incident report for the broken build.pdf", {
  type: "application/pdf",
  lastModified: fixedTime,
});
const attachments = [errorRate, latency, log, report];

const question = [
  "Why is CI red on main?",
  "The parser tests started failing after the last merge.",
  "Check the logs first, then the lockfile:",
  "- did a dependency move?",
].join("\n");

const longDraft = Array.from(
  { length: 16 },
  (_, index) => `${index + 1}. A step of the migration plan, one line each.`,
).join("\n");

/** Files dragged over the composer, held there: the drop state at rest. */
function DraggingFiles({ children }: { readonly children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const data = new DataTransfer();
    data.items.add(new File(["# notes"], "notes.md", { type: "text/markdown" }));
    root.current
      ?.querySelector("form")
      ?.dispatchEvent(new DragEvent("dragenter", { bubbles: true, dataTransfer: data }));
  }, []);
  return <div ref={root}>{children}</div>;
}

const meta = {
  title: "Components/Composer",
  component: Composer,
  args: { onSend: fn(), onStop: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  args: { allowAttachments: true },
};

/** The field grows with its text, line by line. */
export const WithText: Story = {
  args: { allowAttachments: true, defaultValue: question },
};

/** Past ten lines the field stops growing and scrolls. */
export const LongText: Story = {
  args: { defaultValue: longDraft },
};

export const WithAttachments: Story = {
  args: { allowAttachments: true, defaultValue: "What do these show?" },
  render: (args) => <Composer {...args} defaultAttachments={attachments} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Attachments" });
    await expect(list.children).toHaveLength(4);
    await expect(await canvas.findByRole("img", { name: "error-rate.svg" })).toBeVisible();
    await expect(canvas.getByText("18.4 kB")).toBeVisible();
  },
};

/** Files dragged over the box: it says where they go. */
export const DropState: Story = {
  args: { allowAttachments: true, defaultValue: "Here are the logs:" },
  render: (args) => (
    <DraggingFiles>
      <Composer {...args} />
    </DraggingFiles>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("Drop files to attach")).toBeVisible();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("data-drop", "active");
  },
};

export const Streaming: Story = {
  args: {
    status: "streaming",
    allowAttachments: true,
    defaultValue: "And then update the changelog.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Send" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Stop" })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, allowAttachments: true, placeholder: "Reconnecting…" },
};

export const Dark: Story = {
  args: { allowAttachments: true, defaultValue: "Summarise the run so far." },
  render: (args) => <Composer {...args} defaultAttachments={[latency, log]} />,
  globals: { theme: "dark" },
};

const arabic: Partial<ThreadlineLabels> = {
  send: "إرسال",
  stop: "إيقاف",
  composerInput: "الرسالة",
  composerPlaceholder: "اكتب رسالة…",
  composerAttach: "إرفاق ملفات",
  composerAttachments: "المرفقات",
  composerRemoveAttachment: (name) => `إزالة ${name}`,
  composerDropFiles: "أفلت الملفات لإرفاقها",
};

/** Right to left: the buttons, the attachments and their Remove buttons swap sides. */
export const RightToLeft: Story = {
  args: {
    allowAttachments: true,
    labels: arabic,
    defaultValue: "لماذا فشلت اختبارات المحلل بعد الدمج الأخير؟",
  },
  render: (args) => (
    <div dir="rtl">
      <Composer {...args} defaultAttachments={[errorRate, log]} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "إرسال" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "إزالة failing-test.log" })).toBeVisible();
  },
};

/** A Send button with its word instead of the arrow; it stays a submit button, as the part requires. */
function WordSend({ disabled }: ComposerSendButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled}
      style={{
        marginInlineStart: "auto",
        padding: "4px 12px",
        border: 0,
        borderRadius: 999,
        background: "var(--tl-color-accent)",
        color: "var(--tl-color-background)",
      }}
    >
      Ship it
    </button>
  );
}

export const CustomSendButton: Story = {
  args: { components: { SendButton: WordSend }, defaultValue: "Merge when green." },
};

export const SendOnEnter: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "Why is CI red?{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith({ text: "Why is CI red?", attachments: [] });
    await expect(field).toHaveValue("");
  },
};

export const ShiftEnterBreaksLine: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Message" });
    const oneLine = field.getBoundingClientRect().height;
    await userEvent.type(field, "First line{Shift>}{Enter}{/Shift}Second line");
    await expect(field).toHaveValue("First line\nSecond line");
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(oneLine);
  },
};

export const StopWhileStreaming: Story = {
  tags: ["interaction"],
  args: { status: "streaming" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const SendWithCustomButton: Story = {
  tags: ["interaction"],
  args: { components: { SendButton: WordSend } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Ship it");
    await userEvent.click(canvas.getByRole("button", { name: "Ship it" }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: "Ship it", attachments: [] });
  },
};

export const RemoveAttachment: Story = {
  tags: ["interaction"],
  args: { allowAttachments: true, defaultValue: "What do these show?" },
  render: (args) => <Composer {...args} defaultAttachments={attachments} />,
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole("list", { name: "Attachments" });
    await userEvent.click(canvas.getByRole("button", { name: "Remove failing-test.log" }));
    await expect(list.children).toHaveLength(3);
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveFocus();
  },
};

/** What the clipboard or a drag carries: one file. */
function clipboardWith(file: File): DataTransfer {
  const data = new DataTransfer();
  data.items.add(file);
  return data;
}

export const PasteImage: Story = {
  tags: ["interaction"],
  args: { allowAttachments: true },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.click(field);
    await userEvent.paste(clipboardWith(latency));
    await expect(await canvas.findByRole("img", { name: "latency-p95.svg" })).toBeVisible();
    await expect(field).toHaveValue("");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith({ text: "", attachments: [latency] });
  },
};

export const DropFiles: Story = {
  tags: ["interaction"],
  args: { allowAttachments: true },
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector("form");
    const data = clipboardWith(log);
    form?.dispatchEvent(new DragEvent("dragenter", { bubbles: true, dataTransfer: data }));
    await expect(await canvas.findByText("Drop files to attach")).toBeVisible();
    form?.dispatchEvent(
      new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }),
    );
    await waitFor(() => expect(canvas.queryByText("Drop files to attach")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Remove failing-test.log" })).toBeVisible();
  },
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
          <Composer onSend={() => {}} allowAttachments />
          <Composer onSend={() => {}} defaultValue={"Two lines\nof text"} />
          <Composer onSend={() => {}} onStop={() => {}} status="streaming" />
          <Composer
            onSend={() => {}}
            allowAttachments
            defaultAttachments={[errorRate, log]}
            defaultValue="What do these show?"
          />
          <Composer onSend={() => {}} disabled placeholder="Reconnecting…" />
        </div>
      ))}
    </div>
  ),
};
