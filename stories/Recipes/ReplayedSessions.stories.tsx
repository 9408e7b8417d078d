import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { createConversationStore, type RecordedEvent, replay } from "threadline";
import { Chat, preloadHighlighter, ReplayControls } from "threadline/components";
import { ConversationProvider } from "threadline/react";
import {
  codingAgentSession,
  deepNestingSession,
  errorMidStreamSession,
  markdownShowcaseSession,
  researchAgentSession,
} from "threadline/testing";

interface PlayerProps {
  /** A recorded session with the time of each event. */
  readonly recording: readonly RecordedEvent[];
  /** Where the player starts, as a share of the recording (1 = the end, a stable picture). */
  readonly at: number;
}

/** A recorded session replayed into a store, with play, pause, speed and a scrubber. */
function Player({ recording, at }: PlayerProps) {
  const store = useMemo(() => createConversationStore({ batch: "frame" }), []);
  const player = useMemo(() => {
    const created = replay(store, recording, { autoplay: false });
    created.seek(Math.round(recording.length * at));
    return created;
  }, [store, recording, at]);
  return (
    <ConversationProvider store={store}>
      <div style={{ display: "flex", flexDirection: "column", gap: 8, height: 560 }}>
        <ReplayControls player={player} />
        <Chat onSend={fn()} />
      </div>
    </ConversationProvider>
  );
}

const meta = {
  title: "Recipes/Replayed sessions",
  component: Player,
  loaders: [
    async () => ({ highlighter: await preloadHighlighter(["ts", "json", "bash", "python"]) }),
  ],
} satisfies Meta<typeof Player>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CodingAgent: Story = {
  args: { recording: codingAgentSession().recording(), at: 1 },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole("slider");
    await expect(slider).toHaveValue(String(args.recording.length));
  },
};

export const ScrubAndPlay: Story = {
  tags: ["interaction"],
  args: { recording: codingAgentSession().recording(), at: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("slider");
    await expect(slider).toHaveValue(String(args.recording.length));
    // Dragging a range input is not something user-event can do; set it as the browser does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(slider, "0");
    slider.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() =>
      expect(canvas.getByText(`Event 0 of ${args.recording.length}`)).toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Play" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Speed" }), "10");
    await waitFor(() => expect(Number((slider as HTMLInputElement).value)).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
  },
};

export const ResearchAgentHalfway: Story = {
  args: { recording: researchAgentSession().recording(), at: 0.5 },
};

export const DeepNesting: Story = { args: { recording: deepNestingSession().recording(), at: 1 } };

export const ErrorMidStream: Story = {
  args: { recording: errorMidStreamSession().recording(), at: 1 },
};

export const MarkdownShowcase: Story = {
  args: { recording: markdownShowcaseSession().recording(), at: 1 },
};
