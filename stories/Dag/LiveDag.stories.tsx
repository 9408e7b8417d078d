import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  type ConversationStore,
  createConversationStore,
  projectDAG,
  type RecordedEvent,
  type ReplayPlayer,
  replay,
} from "threadline";
import { ReplayControls } from "threadline/components";
import { type DagLayoutResult, DagView, layoutDag } from "threadline/dag";
import { useGraph } from "threadline/react";
import { multiAgentScenario, researchAgentSession } from "threadline/testing";

interface LiveDagArgs {
  /** A recorded session with the time of each event. */
  readonly recording: readonly RecordedEvent[];
  /** Where the player starts, as a share of the recording (1 = the end, a stable picture). */
  readonly at: number;
}

interface Loaded {
  readonly store: ConversationStore;
  readonly player: ReplayPlayer;
  readonly layout: DagLayoutResult;
}

/** The DAG of a store that a replay player fills, event by event, as a live run would. */
function LiveDag({ store, player, layout }: Loaded) {
  const graph = useGraph({ store });
  const dag = useMemo(() => projectDAG(graph), [graph]);
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8, height: 760 }}>
      <ReplayControls player={player} />
      <div style={{ flex: 1, minHeight: 0 }}>
        <DagView dag={dag} initialLayout={layout} />
      </div>
    </div>
  );
}

const meta = {
  title: "Dag/Live DAG",
  loaders: [
    async ({ args }) => {
      const store = createConversationStore({ batch: "frame" });
      const player = replay(store, args.recording, { autoplay: false });
      player.seek(Math.round(args.recording.length * args.at));
      return { store, player, layout: await layoutDag(projectDAG(store.getSnapshot())) };
    },
  ],
  render: (_args, { loaded }) => <LiveDag {...(loaded as Loaded)} />,
} satisfies Meta<LiveDagArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sets a range input as dragging it would; user-event cannot drag a slider. */
function slide(slider: HTMLElement, value: number) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(slider, value);
  slider.dispatchEvent(new Event("input", { bubbles: true }));
}

export const MultiAgent: Story = {
  args: { recording: multiAgentScenario().recording(), at: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".tl-dag-node").length).toBeGreaterThan(3),
    );
    expect(canvas.getByRole("slider")).toHaveValue(canvas.getByRole("slider").getAttribute("max"));
  },
};

export const ScrubAndPlay: Story = {
  tags: ["interaction"],
  args: { recording: multiAgentScenario().recording(), at: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nodes = () => canvasElement.querySelectorAll(".tl-dag-node").length;
    slide(canvas.getByRole("slider"), Math.round(args.recording.length / 3));
    await waitFor(() => expect(nodes()).toBeGreaterThan(3));
    await waitFor(() => expect(nodes()).toBeLessThan(20));
    const before = nodes();
    const user = canvasElement.querySelector<HTMLElement>('[data-id="user-1:user"]');
    const placed = user?.style.transform;
    expect(placed).toMatch(/^translate\(/);
    const userAt = () =>
      canvasElement.querySelector<HTMLElement>('[data-id="user-1:user"]')?.style.transform;
    // At 2× the rest of the recording lasts 2.5 s, so Pause is clicked while it still plays
    // (at 10× it could end first, and a click on "Replay" starts again from an empty graph).
    await userEvent.click(canvas.getByRole("button", { name: "Play" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Speed" }), "2");
    await waitFor(
      () => {
        expect(nodes()).toBeGreaterThan(before + 3);
        expect(userAt()).toBe(placed);
      },
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    expect(canvas.getByRole("button", { name: "Play" })).toBeVisible();
    expect(userAt()).toBe(placed);
  },
};

export const ResearchHalfway: Story = {
  args: { recording: researchAgentSession().recording(), at: 0.5 },
};
