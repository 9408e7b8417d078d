import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  createGraph,
  createSummaryEvent,
  projectThread,
  reduceEvents,
  type ViewNode,
} from "threadline";
import { SummaryBlock, type SummaryOriginalsProps } from "threadline/components";
import { scenario } from "threadline/testing";

/** A short debugging session whose first turn a summary folds away. */
function summarised(): ViewNode {
  const events = scenario()
    .user("The checkout tests fail since this morning. Why?")
    .assistant("lead", (lead) =>
      lead
        .text("Let me run the checkout suite.")
        .tool(
          "exec",
          { command: "npm test -- checkout" },
          { output: { exitCode: 1, failed: ["applies coupon"] } },
        )
        .text("One test fails: a 10 % coupon is not applied.")
        .usage(2412, 188),
    )
    .events();
  const turn = projectThread(reduceEvents(createGraph(), events));
  const summary = createSummaryEvent({
    id: "summary-1",
    covers: turn.map((view) => view.id),
    content:
      "The user reported failing checkout tests. The suite showed one failure: a 10 % coupon is not applied to the cart total.",
  });
  const views = projectThread(reduceEvents(createGraph(), [...events, summary]));
  const view = views.find((node) => node.content.kind === "summary");
  if (!view) throw new Error("the scenario has no summary");
  return view;
}

const node = summarised();

const meta = {
  title: "Components/SummaryBlock",
  component: SummaryBlock,
  args: { node },
} satisfies Meta<typeof SummaryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const Expand: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Show originals" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Hide originals");
    await expect(canvas.getByRole("list")).toBeVisible();
    await expect(canvas.getByText("Tool call: exec")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Hide originals" }));
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
};

/** The originals as one line naming their kinds. */
function KindsLine({ nodes }: SummaryOriginalsProps) {
  return (
    <p
      style={{ margin: 0 }}
    >{`${nodes.length} view nodes: ${nodes.map((view) => view.content.kind).join(", ")}`}</p>
  );
}

export const CustomOriginals: Story = {
  args: { defaultExpanded: true, components: { Originals: KindsLine } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("4 view nodes: user, text, tool_call, text")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Dark: Story = {
  args: { defaultExpanded: true },
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

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "start", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          <SummaryBlock node={node} />
          <SummaryBlock node={node} defaultExpanded />
        </div>
      ))}
    </div>
  ),
};
