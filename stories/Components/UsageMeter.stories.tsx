import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { createGraph, reduceEvents, totalUsage, usageByRun } from "threadline";
import { UsageMeter } from "threadline/components";
import { multiAgentScenario } from "threadline/testing";

const graph = reduceEvents(createGraph(), multiAgentScenario().events());
const usage = totalUsage(graph);
const byRun = usageByRun(graph);

const meta = {
  title: "Components/UsageMeter",
  component: UsageMeter,
  args: { usage },
} satisfies Meta<typeof UsageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithLimit: Story = {
  args: { limit: 200_000 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole("meter", { name: "Context window" });
    await expect(meter).toHaveAttribute("aria-valuenow", "7870");
    await expect(meter).toHaveAttribute("aria-valuemax", "200000");
  },
};

export const NearLimit: Story = {
  args: { limit: 9_000 },
};

export const OverLimit: Story = {
  args: { limit: 6_000 },
};

export const ByRun: Story = {
  render: (args) => <UsageMeter {...args} byRun={byRun} limit={200_000} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("rowheader", { name: /researcher/ })).toBeVisible();
  },
};

export const Dark: Story = {
  render: (args) => <UsageMeter {...args} byRun={byRun} limit={9_000} />,
  globals: { theme: "dark" },
};

const panel = {
  display: "grid",
  gap: 20,
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
          <UsageMeter usage={usage} />
          <UsageMeter usage={usage} limit={200_000} />
          <UsageMeter usage={usage} limit={9_000} />
          <UsageMeter usage={usage} limit={6_000} />
          <UsageMeter usage={usage} byRun={byRun} />
        </div>
      ))}
    </div>
  ),
};
