import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, fn } from "storybook/test";
import { createGraph, projectThread, reduceEvents, type ViewNode } from "threadline";
import { BranchPicker } from "threadline/components";
import { scenario } from "threadline/testing";

const question = "Suggest a name for our log search command-line tool.";
const answers = [
  "Call it grepline: short, and it says what it does.\nIt reads like grep, which people already know.",
  "How about logsift? Sifting is what you do to logs.\nIt is also free on npm and crates.io.",
  "Try tailspin: a nod to tail -f, with some motion in it.\nThe logo draws itself.",
];

const events = scenario()
  .user(question)
  .alternatives(answers.length, (agent, index) => agent.text(answers[index] ?? ""))
  .events();
const graph = reduceEvents(createGraph(), events);
const questionId = projectThread(graph)[0]?.id ?? "";
const runIds = events.flatMap((event) => (event.type === "harness_start" ? [event.runId] : []));

function firstLine(node: ViewNode | undefined): string {
  return node?.content.kind === "text" ? (node.content.text.split("\n")[0] ?? "") : "";
}

/** One user message regenerated three times; the picker chooses which run the thread follows. */
function Alternatives({ start, onSelect }: { start: number; onSelect: (index: number) => void }) {
  const [runId, setRunId] = useState(runIds[start] ?? "");
  const options = useMemo(() => ({ active: { [questionId]: runId } }), [runId]);
  const shown = projectThread(graph, options).find((node) => node.alternatives);
  const alternatives = shown?.alternatives;
  return (
    <article style={{ display: "grid", gap: 8, maxWidth: 480, color: "var(--tl-color-text)" }}>
      <p style={{ margin: 0, color: "var(--tl-color-muted)" }}>{question}</p>
      <p style={{ margin: 0 }} data-testid="answer">
        {firstLine(shown)}
      </p>
      {alternatives && (
        <BranchPicker
          index={alternatives.index}
          count={alternatives.count}
          onSelect={(index) => {
            setRunId(runIds[index] ?? runId);
            onSelect(index);
          }}
        />
      )}
    </article>
  );
}

const meta = {
  title: "Components/BranchPicker",
  component: BranchPicker,
  args: { index: 0, count: runIds.length, onSelect: fn() },
  render: (args) => <Alternatives start={args.index} onSelect={args.onSelect} />,
} satisfies Meta<typeof BranchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("answer")).toHaveTextContent(/^Call it grepline/);
    await expect(canvas.getByRole("button", { name: "Previous alternative" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const NextAlternative: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByTestId("answer")).toHaveTextContent(/^Call it grepline/);
    await userEvent.click(canvas.getByRole("button", { name: "Next alternative" }));
    await expect(args.onSelect).toHaveBeenCalledWith(1);
    await expect(canvas.getByTestId("answer")).toHaveTextContent(/^How about logsift/);
    await expect(canvas.getByText("Alternative 2 of 3")).toBeInTheDocument();
  },
};

export const Middle: Story = {
  args: { index: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("answer")).toHaveTextContent(/^How about logsift/);
  },
};

export const PreviousAlternative: Story = {
  tags: ["interaction"],
  args: { index: 1 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Previous alternative" }));
    await expect(canvas.getByTestId("answer")).toHaveTextContent(/^Call it grepline/);
  },
};

export const Last: Story = {
  args: { index: 2 },
  play: async ({ args, canvas, userEvent }) => {
    const next = canvas.getByRole("button", { name: "Next alternative" });
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(next);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByTestId("answer")).toHaveTextContent(/^Try tailspin/);
  },
};

export const Dark: Story = {
  args: { index: 1 },
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
          {runIds.map((runId, index) => (
            <Alternatives key={runId} start={index} onSelect={() => {}} />
          ))}
        </div>
      ))}
    </div>
  ),
};
