import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pending } from "threadline/components";

const meta = {
  title: "Components/Pending",
  component: Pending,
  args: {},
} satisfies Meta<typeof Pending>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomLabel: Story = {
  args: { label: "Searching the docs…" },
};

export const Dark: Story = {
  globals: { theme: "dark" },
};

const panel = {
  display: "grid",
  gap: 12,
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
          <Pending />
          <Pending label="Searching the docs…" />
          <Pending label="Waiting for the subagent to finish reading 14 files…" />
        </div>
      ))}
    </div>
  ),
};
