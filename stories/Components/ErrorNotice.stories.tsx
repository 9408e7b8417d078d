import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ErrorNotice } from "threadline/components";

const meta = {
  title: "Components/ErrorNotice",
  component: ErrorNotice,
  args: { message: "The model is overloaded. Try again in a moment.", code: "overloaded" },
} satisfies Meta<typeof ErrorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCode: Story = {};

export const WithoutCode: Story = {
  args: { message: "The connection to the agent server was lost.", code: undefined },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The model is overloaded.");
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const PressRetry: Story = {
  tags: ["interaction"],
  args: { onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The model is overloaded.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** What every provider adapter gives for a refusal: the model's own words, code `refusal`. */
export const Refusal: Story = {
  args: { message: "I'm sorry, but I can't help with that request.", code: "refusal" },
};

export const LongMessage: Story = {
  args: {
    message: `Request failed: ${"upstream returned an unexpected payload; ".repeat(12)}`,
    code: "bad_gateway",
    onRetry: fn(),
  },
};

export const Dark: Story = {
  args: { onRetry: fn() },
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
          <ErrorNotice message="The model is overloaded." code="overloaded" onRetry={() => {}} />
          <ErrorNotice message="The connection to the agent server was lost." />
          <ErrorNotice message="Rate limited: 40 requests per minute." code="rate_limited" />
          <ErrorNotice message="I can't help with that request." code="refusal" />
        </div>
      ))}
    </div>
  ),
};
