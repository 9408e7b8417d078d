import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import {
  type ContextPolicy,
  type ContextResult,
  createContextPolicy,
  createGraph,
  createSummaryEvent,
  type Message,
  projectContext,
  reduceEvents,
  shortContextPolicy,
  summaryCandidates,
} from "threadline";
import { ContextInspector } from "threadline/components";
import { longSession, scenario } from "threadline/testing";

const system = "You are a careful arithmetic tutor. Answer in one short sentence.";
const pending: Message[] = [{ role: "user", content: "What is 201 × 7?" }];

const long = reduceEvents(createGraph(), longSession(200).events());

const defaultPolicy = createContextPolicy();
const shortPolicy = shortContextPolicy();
const everyTurn = createContextPolicy({ keepLastTurns: 0 });
const tight = createContextPolicy({
  keepLastTurns: 0,
  maxInputTokens: 1500,
  reserveOutputTokens: 500,
});

const candidate = summaryCandidates(long, tight, { system, pending });
const summarised = reduceEvents(long, [
  createSummaryEvent({
    id: "summary-1",
    covers: candidate?.covers ?? [],
    content: "The user worked through the 7 times table from 1 to 180; every answer was right.",
  }),
]);

const coding = reduceEvents(
  createGraph(),
  scenario()
    .user("Why does the checkout test fail?")
    .assistant((agent) =>
      agent
        .text("Let me run it.")
        .tool("bash", { command: "npm test -- checkout" }, { output: "1 failed: applies coupon" })
        .text("The 10 % coupon is rounded to 0 before it is applied."),
    )
    .user("Fix it, please.")
    .assistant((agent) => agent.text("Fixed: the percentage is no longer rounded."))
    .events(),
);

const fits = projectContext(coding, everyTurn, { system });
const windowed = projectContext(long, defaultPolicy, { system, pending });
const short = projectContext(long, shortPolicy, { system, pending });
const needsSummary = projectContext(long, tight, { system, pending });
const withSummary = projectContext(summarised, tight, { system, pending });
const wholeHistory = projectContext(long, everyTurn, { system, pending });
const overflow = projectContext(long, defaultPolicy, {
  system,
  pending: [
    { role: "user", content: "Check this log:\n".concat("GET /api/cart 200 12ms\n".repeat(1300)) },
  ],
});

const meta = {
  title: "Components/ContextInspector",
  component: ContextInspector,
  args: { result: windowed, policy: defaultPolicy },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <ContextInspector {...args} />
    </div>
  ),
} satisfies Meta<typeof ContextInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Windowed: Story = {};

export const EverythingFits: Story = {
  args: { result: fits, policy: everyTurn },
};

export const ShortContext: Story = {
  args: { result: short, policy: shortPolicy },
};

export const NeedsSummary: Story = {
  args: { result: needsSummary, policy: tight, onRequestSummary: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Needs a summary:");
    await expect(
      canvas.getByRole("button", { name: "Summarise earlier conversation" }),
    ).toBeEnabled();
  },
};

export const RequestSummary: Story = {
  tags: ["interaction"],
  args: { result: needsSummary, policy: tight, onRequestSummary: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Summarise earlier conversation" }));
    await expect(args.onRequestSummary).toHaveBeenCalledOnce();
  },
};

export const SummaryUsed: Story = {
  args: { result: withSummary, policy: tight, defaultOpen: ["messages"] },
};

export const Overflow: Story = {
  args: { result: overflow, policy: defaultPolicy },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("alone do not fit the budget");
    await expect(alert).toHaveTextContent("Needed7,516Available6,000Over by1,516");
    await expect(canvas.getByText("Needs 7,516 of 6,000 tokens (125%)")).toBeVisible();
  },
};

export const ManyMessages: Story = {
  args: { result: wholeHistory, policy: everyTurn, defaultOpen: ["messages"] },
};

export const WhatWasCut: Story = {
  args: { defaultOpen: ["excluded"] },
};

export const ExpandAndCollapse: Story = {
  tags: ["interaction"],
  args: { result: needsSummary, policy: tight },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText("What is 201 × 7?")).toBeNull();
    await userEvent.click(canvas.getByText(/^What the model will see/));
    const list = canvas.getByRole("list", { name: "Context messages" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(69);
    await expect(canvas.getByText("What is 201 × 7?")).toBeVisible();
    await userEvent.click(canvas.getByText(/^What was cut/));
    await expect(canvas.getByText("and 323 more")).toBeVisible();
    await userEvent.click(canvas.getByText(/^What the model will see/));
    await expect(canvas.queryByText("What is 201 × 7?")).toBeNull();
  },
};

export const CustomEstimate: Story = {
  args: { result: short, policy: shortPolicy, estimate: (text) => Math.ceil(text.length / 3) },
};

export const Dark: Story = {
  args: {
    result: needsSummary,
    policy: tight,
    onRequestSummary: fn(),
    defaultOpen: ["messages"],
  },
  globals: { theme: "dark" },
};

const panel = {
  display: "grid",
  gap: 8,
  width: 340,
  padding: 10,
  background: "var(--tl-color-background)",
  border: "1px solid var(--tl-color-border)",
  borderRadius: 8,
} as const;

const gallery: readonly { name: string; result: ContextResult; policy: ContextPolicy }[] = [
  { name: "windowed", result: windowed, policy: defaultPolicy },
  { name: "overflow", result: overflow, policy: defaultPolicy },
];

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "start", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          {gallery.map(({ name, result, policy }) => (
            <ContextInspector key={name} result={result} policy={policy} />
          ))}
        </div>
      ))}
    </div>
  ),
};
