import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useMemo } from "react";
import { expect, fn, type Mock, userEvent, waitFor, within } from "storybook/test";
import {
  createConversationStore,
  type GraphEvent,
  type ProgressAccumulator,
  type RecordedEvent,
  replay,
} from "threadline";
import {
  Chat,
  type ChatProps,
  preloadHighlighter,
  ReplayControls,
  type ThreadlineLabels,
} from "threadline/components";
import { codingAgentSession, researchAgentSession, scenario } from "threadline/testing";

const waiting = scenario()
  .user("Tidy the repository.")
  .assistant("ops", (agent) =>
    agent
      .text("Two commands need your permission.")
      .tool("bash", { command: "git clean -fdx" }, { permission: "pending" }),
  )
  .events();

const streaming = scenario()
  .user("Write the release notes for 2.3.")
  .assistant("writer", (agent) =>
    agent.text("## Release 2.3\n\nThis release adds streaming exports and").streaming(),
  )
  .events();

/** A search three subagents down (lead → triage → history → search), still running. */
const deepSearch = scenario()
  .user("Why did the nightly build fail?")
  .assistant("lead", (lead) =>
    lead.tool("delegate", { task: "Triage the nightly failure" }).subagent("triage", (triage) =>
      triage
        .text("The failure is in the storage tests; checking their history.")
        .tool("delegate", { task: "Find when the storage tests started failing" })
        .subagent("history", (history) =>
          history.tool("delegate", { task: "Search the CI logs" }).subagent("search", (search) =>
            search.tool(
              "search_logs",
              { query: "StorageConfig region", since: "7d" },
              {
                running: true,
                progress: [
                  { source: "ci-nightly", hits: 14 },
                  { source: "ci-main", hits: 3 },
                  { source: "ci-release", hits: 0 },
                ],
              },
            ),
          ),
        ),
    ),
  )
  .events();

type SearchProgress = readonly { readonly source: string; readonly hits: number }[];

const searchProgress: ProgressAccumulator<SearchProgress> = {
  init: () => [],
  reduce: (found, chunk) => {
    const { source, hits } = (chunk ?? {}) as { source?: unknown; hits?: unknown };
    return typeof source === "string" && typeof hits === "number"
      ? [...found, { source, hits }]
      : found;
  },
};

type ToolView = ComponentProps<NonNullable<ChatProps["toolFallback"]>>;

/** A team's own view of its log search: sources searched so far and their hits. */
function SearchLogs({ input, progress, state }: ToolView) {
  const { query } = (input ?? {}) as { query?: string };
  const sources = (progress ?? []) as SearchProgress;
  return (
    <div style={{ display: "grid", gap: 4, fontSize: "var(--tl-text-sm)" }}>
      <strong>
        {state === "running" ? "Searching" : "Searched"} for “{query}”
      </strong>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {sources.map(({ source, hits }) => (
          <li key={source}>
            <bdi>{source}</bdi>: {hits} {hits === 1 ? "hit" : "hits"}
          </li>
        ))}
      </ul>
    </div>
  );
}

const tools = { search_logs: { render: SearchLogs, accumulator: searchProgress } };

const germanSession = scenario()
  .user("Warum schlägt der Build fehl?")
  .assistant("coder", (agent) =>
    agent
      .reasoning("Ich sollte zuerst die Konfiguration lesen.")
      .tool(
        "read_file",
        { path: "src/config.ts" },
        { output: "export const config = {…}", durationMs: 1_500 },
      )
      .text(
        'Dem Typ `StorageConfig` fehlt das Pflichtfeld `region`. Ich habe `region: "eu-west-1"` ergänzt; der Build läuft wieder.',
      ),
  )
  .user("Danke! Räum bitte auch die alten Build-Ordner auf.")
  .assistant("coder", (agent) =>
    agent
      .text("Dafür brauche ich deine Freigabe.")
      .tool("bash", { command: "rm -rf dist build .cache" }, { permission: "pending" }),
  )
  .recording();

const german: Partial<ThreadlineLabels> = {
  conversation: "Unterhaltung",
  jumpToLatest: "Zur neuesten Nachricht",
  turnYou: "Du",
  turnAssistant: (agent, status) =>
    `${agent}, ${{ streaming: "arbeitet", complete: "fertig", error: "fehlgeschlagen" }[status]}`,
  messageActions: "Nachrichtenaktionen",
  copyMessage: "Kopieren",
  copiedMessage: "Kopiert",
  editMessage: "Bearbeiten",
  regenerate: "Neu generieren",
  goodResponse: "Gute Antwort",
  badResponse: "Schlechte Antwort",
  send: "Senden",
  stop: "Anhalten",
  composerInput: "Nachricht",
  composerPlaceholder: "Nachricht schreiben…",
  toolComplete: "Fertig",
  toolDenied: "Abgelehnt",
  toolRunning: "Läuft",
  toolAwaitingPermission: "Wartet auf Freigabe",
  permissionQuestion: (tool, summary) =>
    summary === "" ? `${tool} ausführen?` : `${tool} ausführen: ${summary}?`,
  allowOnce: "Einmal erlauben",
  allowAlways: "Immer erlauben",
  deny: "Ablehnen",
  permissionInbox: "Offene Freigaben",
  permissionInboxWaiting: (count, formatted) =>
    count === 1 ? `${formatted} Freigabe wartet` : `${formatted} Freigaben warten`,
  permissionInboxAllow: "Erlauben",
  permissionInboxDeny: "Ablehnen",
  permissionInboxAllowAll: "Alle erlauben",
  permissionInboxDenyAll: "Alle ablehnen",
  permissionInboxRequested: (tool) => `Freigabe angefragt: ${tool}`,
  thought: "Nachgedacht",
  thoughtFor: (duration) => `${duration} nachgedacht`,
};

/** A chat whose events arrived at the times of a recording, so that durations show. */
function Timed({
  recording,
  ...props
}: Omit<ChatProps, "store"> & { recording: readonly RecordedEvent[] }) {
  const store = useMemo(() => {
    const created = createConversationStore({ batch: "sync" });
    created.dispatch(
      recording.map((entry) => entry.event),
      recording.map((entry) => entry.at),
    );
    return created;
  }, [recording]);
  return <Chat store={store} {...props} />;
}

/** A chat over its own store, so every mount starts from the same events. */
function Fresh({ events, ...props }: Omit<ChatProps, "store"> & { events: readonly GraphEvent[] }) {
  const store = useMemo(
    () => createConversationStore({ batch: "sync", initialEvents: events }),
    [events],
  );
  return <Chat store={store} {...props} />;
}

/** A chat fed by a replay of a recording, stopped at `position` so the picture is stable. */
function ReplayedChat({
  recording,
  position,
  onSend,
}: {
  recording: readonly RecordedEvent[];
  position: number;
  onSend: ChatProps["onSend"];
}) {
  const store = useMemo(() => createConversationStore({ batch: "sync" }), []);
  const player = useMemo(() => {
    const created = replay(store, recording, { autoplay: false });
    created.seek(position);
    return created;
  }, [store, recording, position]);
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8, height: 560 }}>
      <ReplayControls player={player} />
      <Chat store={store} onSend={onSend} />
    </div>
  );
}

const research = researchAgentSession().recording();

const meta = {
  title: "Components/Chat",
  component: Chat,
  args: { onSend: fn(), onRespond: fn() },
  loaders: [async () => ({ highlighter: await preloadHighlighter(["ts", "json", "bash"]) })],
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: "flex", flexDirection: "column" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

const coding = codingAgentSession().events();

export const Complete: Story = {
  render: (args) => <Fresh events={coding} {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Thanks!{Enter}");
    const [message, context] = (args.onSend as Mock<ChatProps["onSend"]>).mock.calls[0] ?? [];
    expect(message).toEqual({ text: "Thanks!", attachments: [] });
    expect(context).toEqual({ parentId: "coder-2:text-2" });
  },
};

export const PermissionWaiting: Story = {
  render: (args) => <Fresh events={waiting} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = await canvas.findByRole("region", { name: "Pending permission requests" });
    expect(within(inbox).getByRole("button", { name: /^allow/i })).toBeVisible();
  },
};

export const AllowFromInbox: Story = {
  tags: ["interaction"],
  render: (args) => <Fresh events={waiting} {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = await canvas.findByRole("region", { name: "Pending permission requests" });
    await userEvent.click(within(inbox).getByRole("button", { name: /^allow/i }));
    expect(args.onRespond).toHaveBeenCalledWith(expect.any(String), "allow");
    await waitFor(() =>
      expect(canvas.queryByRole("region", { name: "Pending permission requests" })).toBeNull(),
    );
  },
};

export const Replayed: Story = {
  render: (args) => (
    <ReplayedChat
      recording={research}
      position={Math.floor(research.length / 2)}
      onSend={args.onSend}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrubber = canvas.getByRole("slider");
    expect(scrubber).toHaveValue(String(Math.floor(research.length / 2)));
  },
};

export const PlayAndPause: Story = {
  tags: ["interaction"],
  render: (args) => (
    <ReplayedChat
      recording={research}
      position={Math.floor(research.length / 2)}
      onSend={args.onSend}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrubber = canvas.getByRole("slider");
    expect(scrubber).toHaveValue(String(Math.floor(research.length / 2)));
    await userEvent.click(canvas.getByRole("button", { name: "Play" }));
    await canvas.findByRole("button", { name: "Pause" });
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
  },
};

/** While a run streams the composer offers Stop (with `onStop`) instead of Send. */
export const Streaming: Story = {
  args: { onStop: fn() },
  render: (args) => <Fresh events={streaming} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole("button", { name: "Stop" })).toBeVisible();
  },
};

export const StopRun: Story = {
  tags: ["interaction"],
  args: { onStop: fn() },
  render: (args) => <Fresh events={streaming} {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Stop" }));
    expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** Every action on: Edit on your messages, thumbs and Regenerate on the answers. */
export const MessageActions: Story = {
  args: { onEdit: fn(), onRegenerate: fn(), onFeedback: fn() },
  render: (args) => <Fresh events={coding} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findAllByRole("button", { name: "Regenerate" })).not.toHaveLength(0);
  },
};

/**
 * A `tools` entry reaches a tool call three subagents down: its accumulator folds the search's
 * progress in the projection and its renderer shows it in the call.
 */
export const ToolsAtDepthThree: Story = {
  args: { tools },
  render: (args) => <Fresh events={deepSearch} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(/Searching for/)).toBeVisible();
    expect(canvas.getByText("ci-nightly")).toBeVisible();
  },
};

/** German labels and `locale="de-DE"`: words from the labels, numbers and durations by Intl. */
export const German: Story = {
  args: { labels: german, locale: "de-DE", onEdit: fn(), onRegenerate: fn() },
  render: (args) => <Timed recording={germanSession} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole("log", { name: "Unterhaltung" })).toBeVisible();
    expect(await canvas.findByText(/^1,5\s/)).toBeVisible();
  },
};
