import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { createGraph, projectThread, reduceEvents, type ViewNode } from "threadline";
import { LabelsProvider, preloadHighlighter, Reasoning } from "threadline/components";
import { scenario } from "threadline/testing";

const thinking = [
  "The user wants the flaky test fixed. Steps:",
  "",
  "1. Re-run `store.test.ts` to see whether it **fails on its own**.",
  "2. Check the timer: the batch flushes on `requestAnimationFrame`.",
  "",
  "```ts",
  "await vi.advanceTimersByTimeAsync(16);",
  "```",
].join("\n");

function reasoning(outcome: "streaming" | "complete" | "error", text = thinking): ViewNode {
  const events = scenario()
    .user("Why does store.test.ts fail on CI only?")
    .assistant("lead", (agent) => {
      agent.reasoning(text);
      if (outcome === "streaming") agent.streaming();
      if (outcome === "complete") agent.usage(900, 140);
      if (outcome === "error") agent.fail("The model stopped: overloaded");
    })
    .events();
  const node = projectThread(reduceEvents(createGraph(), events)).find(
    (view) => view.content.kind === "reasoning",
  );
  if (!node) throw new Error("The scenario has no reasoning");
  return node;
}

const streaming = reasoning("streaming");
const complete = reasoning("complete");
const failed = reasoning("error");
const brief = "Check `store.test.ts` first: the batch may **flush late** on CI.";
const briefStreaming = reasoning("streaming", brief);
const briefComplete = reasoning("complete", brief);

const meta = {
  title: "Components/Reasoning",
  component: Reasoning,
  args: { node: complete, durationMs: 4000 },
  loaders: [
    async () => {
      await preloadHighlighter(["ts"]);
      return {};
    },
  ],
} satisfies Meta<typeof Reasoning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Streaming: Story = {
  args: { node: streaming },
};

export const Complete: Story = {};

export const CompleteExpanded: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("details")).toHaveAttribute("data-state", "open");
    await expect(canvas.getByText("fails on its own")).toBeVisible();
  },
};

export const ExpandAndCollapse: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const details = canvasElement.querySelector("details");
    await expect(canvas.queryByText("fails on its own")).toBeNull();
    await userEvent.click(canvas.getByText("Thought for 4s"));
    await waitFor(() => expect(details).toHaveAttribute("data-state", "open"));
    await expect(canvas.getByText("fails on its own")).toBeVisible();
    await userEvent.click(canvas.getByText("Thought for 4s"));
    await waitFor(() => expect(details).toHaveAttribute("data-state", "closed"));
    await expect(canvas.queryByText("fails on its own")).toBeNull();
    await userEvent.click(canvas.getByText("Thought for 4s"));
    await waitFor(() => expect(details).toHaveAttribute("data-state", "open"));
  },
};

/** The header in German: the duration formatted for de-DE by the labels' `thoughtFor`. */
export const German: Story = {
  render: (args) => (
    <LabelsProvider locale="de-DE" labels={{ thoughtFor: (duration) => `${duration} nachgedacht` }}>
      <Reasoning {...args} durationMs={4200} />
    </LabelsProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("4,2 Sek. nachgedacht")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { node: failed, durationMs: 2000 },
};

export const Dark: Story = {
  args: { node: streaming },
  globals: { theme: "dark" },
};

const panel = {
  display: "grid",
  gap: 12,
  width: 330,
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
          <Reasoning node={briefStreaming} />
          <Reasoning node={briefComplete} durationMs={4000} />
          <Reasoning node={briefComplete} durationMs={95_000} defaultOpen />
          <Reasoning node={failed} durationMs={2000} />
        </div>
      ))}
    </div>
  ),
};
