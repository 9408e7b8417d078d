import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { createGraph, reduceEvents, totalUsage, usageByRun } from "threadline";
import {
  UsageMeter,
  type UsageMeterBarProps,
  type UsageRunsProps,
  useFormatters,
  useLabels,
} from "threadline/components";
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

/** The context window as a native meter with its share beside it, named by the labels. */
function NativeBar({ used, limit, labels }: UsageMeterBarProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  return (
    <p style={{ display: "flex", alignItems: "center", gap: 8, margin: 0 }}>
      <meter
        aria-label={text.usageContextWindow}
        min={0}
        max={limit}
        value={used}
        style={{ flex: 1 }}
      />
      <span>{format.compact(used)}</span>
    </p>
  );
}

/** One line per agent that used tokens, with its rolled-up total. */
function AgentTotals({ byRun }: UsageRunsProps) {
  const format = useFormatters();
  const runs = [...byRun.values()].filter((run) => run.total.outputTokens > 0);
  return (
    <ul aria-label="Tokens by agent" style={{ margin: 0, paddingLeft: 20 }}>
      {runs.map((run) => (
        <li key={run.runId}>
          {`${run.agentId ?? run.runId}: ${format.count(run.total.inputTokens + run.total.outputTokens)}`}
        </li>
      ))}
    </ul>
  );
}

export const CustomParts: Story = {
  args: { byRun, limit: 20_000, components: { Bar: NativeBar, Runs: AgentTotals } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("meter")).toHaveAttribute("value", "7870");
    await expect(canvas.getByRole("list", { name: "Tokens by agent" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
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
