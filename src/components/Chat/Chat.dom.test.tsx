// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logHeightInJsdom } from "../../../test/logHeightInJsdom.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import type { ProgressAccumulator } from "../../core/projections/accumulators.js";
import { createConversationStore } from "../../core/store/createConversationStore.js";
import { scenario } from "../../testing/scenario.js";
import type { ToolRenderProps } from "../ToolCall/ToolCall.js";
import { Chat } from "./Chat.js";

logHeightInJsdom();

afterEach(() => {
  cleanup();
});

const twoQuestions = scenario()
  .user("Name the release.")
  .assistant("writer", (agent) => agent.text("Call it Juniper."))
  .user("Shorter, please.")
  .assistant("writer", (agent) => agent.text("Juno."))
  .events();

function storeOf(events: readonly GraphEvent[]) {
  return createConversationStore({ batch: "sync", initialEvents: events });
}

const articles = () => screen.getAllByRole("article");

describe("Chat message actions", () => {
  it("sends an edit with the parent of the message edited", async () => {
    const ui = userEvent.setup();
    const onEdit = vi.fn();
    render(<Chat store={storeOf(twoQuestions)} onSend={() => {}} onEdit={onEdit} />);
    const second = articles()[2] as HTMLElement;
    await ui.click(within(second).getByRole("button", { name: "Edit" }));
    await ui.type(within(second).getByRole("textbox"), " Much shorter.{Enter}");
    const question = twoQuestions.find(
      (event) => event.type === "user" && event.content === "Shorter, please.",
    );
    expect(question?.type === "user" && question.parentId).toBeTruthy();
    expect(onEdit).toHaveBeenCalledWith(
      "user-2:user",
      "Shorter, please. Much shorter.",
      question?.type === "user" ? { parentId: question.parentId } : {},
    );
  });

  it("regenerates from the user message the answer replied to, then follows the new answer", async () => {
    const ui = userEvent.setup();
    const store = storeOf(twoQuestions);
    const onRegenerate = vi.fn();
    render(<Chat store={store} onSend={() => {}} onRegenerate={onRegenerate} />);
    const answer = articles()[3] as HTMLElement;
    await ui.click(within(answer).getByRole("button", { name: "Regenerate" }));
    expect(onRegenerate).toHaveBeenCalledWith(expect.stringMatching(/^writer-2/), {
      parentId: "user-2:user",
    });
    act(() =>
      store.dispatch([
        { type: "harness_start", runId: "again", agentId: "writer", parentId: "user-2:user" },
        { type: "text", id: "again:text", runId: "again", content: "Jun." },
        { type: "harness_end", runId: "again", agentId: "writer" },
      ]),
    );
    expect(await screen.findByText("Jun.")).toBeTruthy();
    expect(screen.queryByText("Juno.")).toBeNull();
    expect(screen.getByRole("group", { name: "Alternatives" }).textContent).toContain("2/2");
  });
});

describe("Chat stop", () => {
  it("shows Stop while a run streams, and calls onStop", async () => {
    const ui = userEvent.setup();
    const onStop = vi.fn();
    const store = storeOf(
      scenario()
        .user("Write a long story.")
        .assistant("writer", (agent) => agent.text("Once upon a time").streaming())
        .events(),
    );
    render(<Chat store={store} onSend={() => {}} onStop={onStop} />);
    await ui.click(screen.getByRole("button", { name: "Stop" }));
    expect(onStop).toHaveBeenCalledOnce();
    act(() => store.dispatch({ type: "harness_end", runId: "writer-1", agentId: "writer" }));
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  });
});

const counter: ProgressAccumulator<number> = {
  init: () => 0,
  reduce: (count, content) => count + (typeof content === "number" ? content : 0),
};

function Counted({ progress }: ToolRenderProps) {
  return <p>{`counted ${String(progress)}`}</p>;
}

describe("Chat tools", () => {
  it("folds a tool's progress with its accumulator and shows it with its renderer", () => {
    const store = storeOf(
      scenario()
        .user("Count the files.")
        .assistant("ops", (agent) =>
          agent.tool("count", {}, { progress: [3, 4, 5], output: "done" }),
        )
        .events(),
    );
    render(
      <Chat
        store={store}
        onSend={() => {}}
        tools={{ count: { render: Counted, accumulator: counter as ProgressAccumulator } }}
      />,
    );
    expect(screen.getByText("counted 12")).toBeTruthy();
  });
});

describe("Chat: tokens on subagent cards", () => {
  it("shows a subagent's tokens, its nested runs' added, read from the store", () => {
    const events = scenario()
      .user("Ask around.")
      .assistant("lead", (agent) =>
        agent
          .tool("delegate", { task: "Check the docs." })
          .subagent("reader", (reader) =>
            reader
              .usage(1000, 200)
              .tool("delegate", { task: "Check the code." })
              .subagent("coder", (coder) => coder.usage(500, 100).text("It is pure."))
              .text("Done."),
          )
          .text("All checked."),
      )
      .events();
    render(<Chat store={storeOf(events)} onSend={() => {}} />);
    const card = screen.getByRole("group", { name: "Subagent reader" });
    // 1,000 + 200 of its own and 500 + 100 of the coder inside it.
    expect(within(card).getByText(/1\.8K tokens/)).toBeTruthy();
  });

  it("gives the card the task its tool call was given", () => {
    const events = scenario()
      .user("Ask around.")
      .assistant("lead", (agent) =>
        agent
          .tool("delegate", { task: "Check what the docs promise." })
          .subagent("reader", (reader) => reader.text("They promise purity."))
          .text("Checked."),
      )
      .events();
    render(<Chat store={storeOf(events)} onSend={() => {}} />);
    const card = screen.getByRole("group", { name: "Subagent reader" });
    expect(within(card).getByText("Check what the docs promise.")).toBeTruthy();
  });
});
