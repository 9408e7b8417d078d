import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  createGraph,
  execAccumulator,
  type GraphEvent,
  projectThread,
  type RelayDecision,
  reduceEvent,
  reduceEvents,
  type ViewNode,
} from "threadline";
import { preloadHighlighter, Thread, type ThreadProps, useLabels } from "threadline/components";
import {
  codingAgentSession,
  deepNestingSession,
  errorMidStreamSession,
  longSession,
  multiAgentScenario,
  researchAgentSession,
  scenario,
} from "threadline/testing";

const accumulators = { bash: execAccumulator };

function thread(events: readonly GraphEvent[]): readonly ViewNode[] {
  return projectThread(reduceEvents(createGraph(), events), { accumulators });
}

const coding = codingAgentSession().events();
const research = researchAgentSession().events();
const nested = deepNestingSession().events();
const failing = errorMidStreamSession().events();
const streaming = scenario()
  .user("Summarise the release notes.")
  .assistant("writer", (agent) =>
    agent.reasoning("The notes have three sections.").text("Release 2.3 adds").streaming(),
  )
  .events();
const waiting = scenario()
  .user("Clean the build folder.")
  .assistant("ops", (agent) =>
    agent
      .text("I need permission first.")
      .tool("bash", { command: "rm -rf build" }, { permission: "pending" }),
  )
  .events();

const multiAgent = scenario()
  .user("Move billing to the new payments API, then have it reviewed.")
  .assistant("planner", (agent) =>
    agent.text(
      "Three steps:\n\n1. Swap the client in `src/billing/client.ts`.\n2. Move the webhooks.\n3. Ask for a review.",
    ),
  )
  .assistant("coder", (agent) =>
    agent
      .tool("edit_file", { path: "src/billing/client.ts" }, { output: "1 file changed" })
      .tool("edit_file", { path: "src/billing/webhooks.ts" }, { output: "1 file changed" })
      .text("The client and the webhooks now use the payments API; the tests pass."),
  )
  .assistant("reviewer", (agent) =>
    agent.text("Looks right. One note: keep the old webhook route for a week, for retries."),
  )
  .user("Keep the old route, then.")
  .assistant("coder", (agent) =>
    agent
      .tool("edit_file", { path: "src/billing/routes.ts" }, { output: "1 file changed" })
      .text("Done: the old route stays until the 14th."),
  )
  .events();

const hebrew = scenario()
  .user("נקה בבקשה את תיקיית build והרץ שוב את הבדיקות.")
  .assistant("ops", (agent) =>
    agent
      .text("אמחק את התיקייה `build` ואריץ את הבדיקות מחדש.")
      .tool("bash", { command: "rm -rf build && npm test" }, { output: "42 passed" })
      .text("הבדיקות עברו: **42** מתוך 42. התיקייה נבנתה מחדש."),
  )
  .user("תודה! מה השתנה בקובץ `src/config.ts`?")
  .assistant("ops", (agent) =>
    agent.text("נוסף השדה `region` עם הערך `eu-west-1`, כנדרש בגרסה החדשה."),
  )
  .events();

/** Holds the graph in state, so a decision goes through the reducer and shows in the thread. */
function Answerable({
  events,
  onRespond,
}: {
  events: readonly GraphEvent[];
  onRespond: ThreadProps["onRespond"];
}) {
  const [graph, setGraph] = useState(() => reduceEvents(createGraph(), events));
  const respond = (relayId: string, decision: RelayDecision) => {
    setGraph((current) => reduceEvent(current, { type: "relay_resolved", relayId, decision }));
    onRespond?.(relayId, decision);
  };
  return <Thread nodes={projectThread(graph, { accumulators })} onRespond={respond} />;
}

/** Holds the chosen alternatives in state, as an app feeding `active` back to the projection does. */
function Switchable({ events }: { events: readonly GraphEvent[] }) {
  const graph = useMemo(() => reduceEvents(createGraph(), events), [events]);
  const [active, setActive] = useState<Record<string, string>>({});
  return (
    <Thread
      nodes={projectThread(graph, { accumulators, active })}
      onSelectAlternative={(forkId, runId) =>
        setActive((current) => ({ ...current, [forkId]: runId }))
      }
    />
  );
}

/** A thread whose log's name says its theme, in the labels' own words. */
function ThemedThread({ nodes, theme }: { nodes: readonly ViewNode[]; theme: string }) {
  const { conversation } = useLabels();
  const labels = useMemo(
    () => ({ conversation: `${conversation} (${theme})` }),
    [conversation, theme],
  );
  return <Thread nodes={nodes} labels={labels} />;
}

const frame = { height: 560, display: "flex", flexDirection: "column" } as const;

const meta = {
  title: "Components/Thread",
  component: Thread,
  args: { nodes: thread(coding), onSelect: fn() },
  loaders: [async () => ({ highlighter: await preloadHighlighter(["ts", "json", "bash"]) })],
  decorators: [
    (Story) => (
      <div style={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Thread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CodingAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect((await canvas.findAllByRole("article")).length).toBeGreaterThan(1);
  },
};

export const KeyboardNavigation: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const turns = await canvas.findAllByRole("article");
    const last = turns[turns.length - 1] as HTMLElement;
    last.focus();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(document.activeElement).toBe(turns[turns.length - 2]));
    expect(args.onSelect).toHaveBeenCalled();
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(document.activeElement).toBe(last));
  },
};

export const Streaming: Story = { args: { nodes: thread(streaming) } };

export const ParallelSubagents: Story = {
  args: { nodes: thread(research) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parallel = await canvas.findByRole("group", { name: /in parallel/ });
    expect(within(parallel).getAllByRole("group").length).toBeGreaterThanOrEqual(3);
  },
};

export const ExpandParallelSubagent: Story = {
  tags: ["interaction"],
  args: { nodes: thread(research) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parallel = await canvas.findByRole("group", { name: /in parallel/ });
    const toggle = within(parallel).getAllByRole("button", { expanded: false })[0] as HTMLElement;
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

export const DeepNesting: Story = {
  args: { nodes: thread(nested) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect((await canvas.findAllByRole("button", { expanded: false })).length).toBeGreaterThan(0);
  },
};

export const ExpandSubagent: Story = {
  tags: ["interaction"],
  args: { nodes: thread(nested) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = (await canvas.findAllByRole("button", { expanded: false }))[0] as HTMLElement;
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

export const ErrorMidStream: Story = { args: { nodes: thread(failing) } };

export const Alternatives: Story = {
  render: () => <Switchable events={failing} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText("1/2")).toBeInTheDocument();
  },
};

export const NextAlternative: Story = {
  tags: ["interaction"],
  render: () => <Switchable events={failing} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText("1/2")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next alternative" }));
    expect(await canvas.findByText("2/2")).toBeInTheDocument();
  },
};

export const WaitingForPermission: Story = {
  args: { nodes: thread(waiting), onRespond: fn() },
  render: (args) => <Answerable events={waiting} onRespond={args.onRespond} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole("button", { name: /allow once/i })).toBeVisible();
    expect(args.onRespond).not.toHaveBeenCalled();
  },
};

export const AllowOnce: Story = {
  tags: ["interaction"],
  args: { nodes: thread(waiting), onRespond: fn() },
  render: (args) => <Answerable events={waiting} onRespond={args.onRespond} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /allow once/i }));
    expect(args.onRespond).toHaveBeenCalledWith(expect.any(String), "allow");
    await canvas.findByText(/allowed once/i);
  },
};

export const SelectedNode: Story = {
  args: {
    nodes: thread(coding),
    selectedId: thread(coding).find((node) => node.content.kind === "tool_call")?.id ?? "",
  },
};

export const JumpToLatest: Story = {
  tags: ["interaction"],
  args: { nodes: thread(longSession(40).events()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole("log");
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    log.dispatchEvent(new Event("scroll"));
    const jump = await canvas.findByRole("button", { name: "Jump to latest" });
    await userEvent.click(jump);
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "Jump to latest" })).toBeNull(),
    );
  },
};

/**
 * `onHover` reports the part under the pointer or holding the focus, once per change, and
 * `undefined` when the pointer leaves: what a `DagView` beside the thread highlights.
 */
export const Hovered: Story = {
  tags: ["interaction"],
  args: { nodes: thread(coding), onHover: fn() },
  play: async ({ args, canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    const parts = await waitFor(() => {
      const found = [...log.querySelectorAll<HTMLElement>("[data-node-id]")];
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
    const [first, second] = parts as [HTMLElement, HTMLElement];
    await userEvent.hover(first);
    await userEvent.hover(second);
    await userEvent.unhover(log);
    expect(args.onHover).toHaveBeenNthCalledWith(1, first.dataset.nodeId);
    expect(args.onHover).toHaveBeenNthCalledWith(2, second.dataset.nodeId);
    expect(args.onHover).toHaveBeenLastCalledWith(undefined);
    const control = log.querySelector<HTMLElement>("[data-node-id] button");
    control?.focus();
    expect(args.onHover).toHaveBeenLastCalledWith(
      control?.closest<HTMLElement>("[data-node-id]")?.dataset.nodeId,
    );
    control?.blur();
    expect(args.onHover).toHaveBeenLastCalledWith(undefined);
  },
};

/** In a 360-pixel column, wide code and JSON scroll inside their blocks; no turn grows past it. */
export const Narrow: Story = {
  args: { nodes: thread(multiAgentScenario().events()) },
  decorators: [
    (Story) => (
      <div style={{ width: 360, height: 560, display: "flex", flexDirection: "column" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await waitFor(() => expect(log.querySelectorAll(".tl-turn").length).toBeGreaterThan(1));
    for (const part of log.querySelectorAll(".tl-thread-part")) {
      const turn = part.closest(".tl-turn")?.getBoundingClientRect();
      expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(turn?.right ?? 0);
    }
  },
};

const long = longSession(300).events();

/**
 * Jumps to forty places of a 300-turn thread, back and forth: one frame after each jump the
 * top of the view is covered by a rendered turn, never by blank space.
 */
export const ScrollAnywhere: Story = {
  tags: ["interaction"],
  args: { nodes: thread(long) },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Turns sit in flow inside the positioned list, so offsetTop is a turn's place in it.
    const offsetOf = (element: HTMLElement) => element.offsetTop;
    let seed = 7;
    for (let jump = 0; jump < 40; jump++) {
      seed = (seed * 48271) % 2147483647;
      const target = (seed / 2147483647) * (log.scrollHeight - log.clientHeight);
      log.scrollTop = target;
      await frame();
      await frame();
      const top = log.scrollTop;
      const covering = [...log.querySelectorAll<HTMLElement>("[data-index]")].find(
        (item) => offsetOf(item) <= top && top < offsetOf(item) + item.offsetHeight,
      );
      expect(covering, `nothing drawn at ${Math.round(top)} px after jump ${jump}`).toBeDefined();
    }
  },
};

/** Several agents answer in turn: each turn names its agent where the speaker changes. */
export const MultiAgent: Story = {
  args: { nodes: thread(multiAgent) },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole("log");
    await waitFor(() => expect(log.querySelectorAll(".tl-turn__agent").length).toBeGreaterThan(1));
  },
};

/**
 * With `onEdit`, `onRegenerate` and `onFeedback`, each turn has its actions: Copy everywhere,
 * Edit on the user's messages, thumbs and Regenerate on the answers. The last turn shows them
 * at rest; the others on hover or focus.
 */
export const MessageActions: Story = {
  args: { nodes: thread(coding), onEdit: fn(), onRegenerate: fn(), onFeedback: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const turns = await canvas.findAllByRole("article");
    const last = turns[turns.length - 1] as HTMLElement;
    expect(within(last).getByRole("button", { name: "Regenerate" })).toBeVisible();
  },
};

/** Edit opens the message in place; Enter sends it with the message's node id. */
export const EditMessage: Story = {
  tags: ["interaction"],
  args: { nodes: thread(coding), onEdit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const yours = await canvas.findAllByRole("article", { name: "You" });
    const message = yours[yours.length - 1] as HTMLElement;
    await userEvent.click(within(message).getByRole("button", { name: "Edit" }));
    const field = within(message).getByRole("textbox", { name: "Edit message" });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, " Keep the logs folder.");
    await userEvent.keyboard("{Enter}");
    expect(args.onEdit).toHaveBeenCalledWith(
      expect.any(String),
      expect.stringMatching(/Keep the logs folder\.$/),
      {},
    );
    expect(within(message).queryByRole("textbox")).toBeNull();
  },
};

/** Right to left: bubbles sit at the inline end (the left), text and tool lines start at the right. */
export const RightToLeft: Story = {
  args: { nodes: thread(hebrew) },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he" style={frame}>
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, height: 560 }}>
      {(["light", "dark"] as const).map((theme) => (
        <div
          key={theme}
          data-theme={theme}
          style={{ flex: 1, display: "flex", flexDirection: "column", minWidth: 0 }}
        >
          <ThemedThread nodes={thread(failing)} theme={theme} />
        </div>
      ))}
    </div>
  ),
};
