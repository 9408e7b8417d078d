import type { Meta, StoryObj } from "@storybook/react-vite";
import { Profiler, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { expect, waitFor, within } from "storybook/test";
import { createGraph, type GraphEvent, projectThread, reduceEvent, reduceEvents } from "threadline";
import { Thread } from "threadline/components";
import { longSession } from "threadline/testing";

const RUN = "answer";
const TOKENS = 150;
const WORDS = ["the", "agent", "reads", "the", "config", "and", "updates", "three", "tests."];

/** A long session ending in an open assistant run, which the story streams into. */
function openSession(): GraphEvent[] {
  const events = longSession(200).user("Explain what you changed, in detail.").events();
  const question = events.at(-1);
  if (question?.type !== "user") throw new Error("the session must end with the user");
  events.push({
    type: "harness_start",
    runId: RUN,
    agentId: "assistant",
    parentId: `${question.runId}:user`,
  });
  return events;
}

/** The `index`th token: a word, with a paragraph break every 30. */
function token(index: number): string {
  const word = WORDS[index % WORDS.length] as string;
  if (index === 0) return word;
  return index % 30 === 0 ? `\n\n${word}` : ` ${word}`;
}

/**
 * The frame the stream is in (-1 before it starts), the frame of each commit of the thread,
 * and a way to stream a token into the open run.
 */
const live: {
  frame: number;
  commits: number[];
  append?: ((content: string) => void) | undefined;
} = { frame: -1, commits: [] };

function LiveTail({ events }: { events: readonly GraphEvent[] }) {
  const [graph, setGraph] = useState(() => reduceEvents(createGraph(), events));
  useEffect(() => {
    live.append = (content) =>
      setGraph((current) =>
        reduceEvent(current, {
          type: "text",
          id: `${RUN}:text`,
          runId: RUN,
          agentId: "assistant",
          content,
        }),
      );
    return () => {
      live.append = undefined;
    };
  }, []);
  const nodes = useMemo(() => projectThread(graph), [graph]);
  return (
    <Profiler id="thread" onRender={() => live.commits.push(live.frame)}>
      <Thread nodes={nodes} />
    </Profiler>
  );
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * Streams one token per animation frame, each committed at once from the frame's callback.
 * A commit is counted in the frame the stream was last in: one that came apart from the
 * tokens, whenever it came, makes a frame with two.
 */
async function streamOnePerFrame(count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    await nextFrame();
    live.frame = index;
    flushSync(() => live.append?.(token(index)));
  }
  await nextFrame();
  live.frame = count;
}

/** How many commits each frame of the stream saw. */
function commitsPerFrame(frames: readonly number[], count: number): number[] {
  const perFrame = Array.from({ length: count }, () => 0);
  for (const frame of frames)
    if (frame >= 0 && frame < count) perFrame[frame] = (perFrame[frame] ?? 0) + 1;
  return perFrame;
}

const meta = {
  title: "Components/Thread/Live tail",
  component: LiveTail,
  args: { events: openSession() },
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: "flex", flexDirection: "column" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiveTail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tokens streaming into the last turn of a 200-turn thread that follows them: the view moves
 * down a line at a time and turns leave the window at the top, yet every frame has one
 * commit, the token's, and the view stays at the end.
 */
export const OneCommitPerFrame: Story = {
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    const firstDrawn = () => log.querySelector<HTMLElement>("[data-index]")?.dataset.index;
    const before = firstDrawn();
    live.commits = [];
    live.frame = -1;
    await streamOnePerFrame(TOKENS);
    const perFrame = commitsPerFrame(live.commits, TOKENS);
    expect(perFrame).toEqual(Array.from({ length: TOKENS }, () => 1));
    // The window did move while the view followed the text.
    expect(firstDrawn()).not.toBe(before);
    expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(1);
    expect(log.textContent).toContain(`tests. ${WORDS[0]}`);
  },
};
