// Noto Sans SC draws the Chinese of the cjk-text entry: Inter and its DejaVu fallback have no
// CJK, and a machine's own CJK font would change the picture from one machine to the next.
import "@fontsource/noto-sans-sc/400.css";
import type { Meta } from "@storybook/react-vite";
import type { CSSProperties } from "react";
import { fn } from "storybook/test";
import { Chat } from "threadline/components";
import { type CatalogueStoryProps, stateStories } from "threadline/testing/react";

const onSend = fn();

/** The ready-made chat over one catalogue entry: how an app composes it. */
function ChatOverEntry({ store }: CatalogueStoryProps) {
  return <Chat store={store} onSend={onSend} onRespond={fn()} />;
}

const withCjkFont = { "--tl-font-sans": '"Inter", "Noto Sans SC", sans-serif' } as CSSProperties;

/**
 * Every state of the catalogue (`stateCatalogue` in `threadline/testing`) drawn through `Chat`,
 * each made by `stateStories` and drawn the same on every run (`Deterministic`).
 */
const meta = {
  title: "Catalogue/Chat states",
  decorators: [
    (Story) => (
      <div style={withCjkFont}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;

const stories = stateStories(ChatOverEntry);

export const ToolPending = stories.ToolPending;
export const ToolAwaitingPermission = stories.ToolAwaitingPermission;
export const ToolRunning = stories.ToolRunning;
export const ToolComplete = stories.ToolComplete;
export const ToolDenied = stories.ToolDenied;
export const ToolError = stories.ToolError;
export const PermissionDepth3 = stories.PermissionDepth3;
export const RunStarting = stories.RunStarting;
export const TextStreamingMidWord = stories.TextStreamingMidWord;
export const TextStreamingMidCodeBlock = stories.TextStreamingMidCodeBlock;
export const ReasoningOpen = stories.ReasoningOpen;
export const ReasoningDone = stories.ReasoningDone;
export const ErrorMidStream = stories.ErrorMidStream;
export const Summary = stories.Summary;
export const Alternatives = stories.Alternatives;
export const ParallelSubagents = stories.ParallelSubagents;
export const LongThread = stories.LongThread;
export const RtlText = stories.RtlText;
export const CjkText = stories.CjkText;
export const HugeOutput = stories.HugeOutput;
export const HostileContent = stories.HostileContent;
