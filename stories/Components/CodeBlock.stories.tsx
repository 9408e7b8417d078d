import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn } from "storybook/test";
import { CodeBlock, preloadHighlighter } from "threadline/components";

const typescript = `import { createGraph, reduceEvents } from "threadline";

export function replay(events: readonly GraphEvent[]): Graph {
  // Time travel is a replay of a prefix of the log.
  return reduceEvents(createGraph(), events);
}`;

const json = `{
  "type": "tool_call",
  "id": "call-7",
  "name": "bash",
  "input": { "command": "npm test", "timeout": 120 },
  "partial": false
}`;

const bash = `#!/usr/bin/env bash
set -euo pipefail
for file in src/**/*.ts; do
  echo "checking $file"
done
npm test -- --reporter=dot 2>&1 | tee test.log`;

const longLine = `const query = "${Array.from({ length: 40 }, (_, index) => `field${index}`).join(",")}"; // one long line scrolls sideways`;

const meta = {
  title: "Components/CodeBlock",
  component: CodeBlock,
  args: { code: typescript, language: "ts", onCopy: fn() },
  loaders: [
    async () => {
      await preloadHighlighter(["ts", "json", "bash"]);
      return {};
    },
  ],
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScript: Story = {};

export const Json: Story = {
  args: { code: json, language: "json" },
};

export const Bash: Story = {
  args: { code: bash, language: "bash" },
};

export const UnknownLanguage: Story = {
  args: { code: "GREET name\n  SAY 'hello, ' name\nEND", language: "klingonscript" },
};

export const NoLanguage: Story = {
  args: { code: "Plain output\nwith two lines", language: undefined },
};

export const LongLine: Story = {
  args: { code: longLine },
};

export const OverSizeLimit: Story = {
  args: { code: `const huge = "${"x".repeat(200_000)}";` },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector(".tl-code-block");
    await expect(block?.getAttribute("data-state")).toBe("plain");
  },
};

export const Copy: Story = {
  tags: ["interaction"],
  args: { code: "npm install threadline", language: "bash" },
  play: async ({ args, canvas, userEvent }) => {
    // Headless Chromium denies the clipboard to pages, so the test stands in for it.
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole("button", { name: "Copy code" }));
    await expect(writeText).toHaveBeenCalledWith("npm install threadline");
    await expect(args.onCopy).toHaveBeenCalledWith("npm install threadline");
    await expect(await canvas.findByRole("button", { name: "Copied" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Code copied to the clipboard");
  },
};

export const Dark: Story = {
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
          <CodeBlock code={"const answer: number = 42;"} language="ts" />
          <CodeBlock code={'{ "ok": true, "count": 3 }'} language="json" />
          <CodeBlock code={"echo $HOME | wc -c"} language="bash" />
          <CodeBlock code={"GREET name"} language="klingonscript" />
          <CodeBlock code={longLine} />
        </div>
      ))}
    </div>
  ),
};
