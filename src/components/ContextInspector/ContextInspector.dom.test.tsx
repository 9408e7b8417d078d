// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createContextPolicy } from "../../core/context/ContextPolicy.js";
import { projectContext } from "../../core/context/projectContext.js";
import { createSummaryEvent, summaryCandidates } from "../../core/context/summaries.js";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { longSession } from "../../testing/fixtures/longSession.js";
import { ContextInspector } from "./ContextInspector.js";

afterEach(() => {
  cleanup();
});

const system = "You are a careful arithmetic tutor.";
const graph = reduceEvents(createGraph(), longSession(60).events());
const tight = createContextPolicy({
  keepLastTurns: 0,
  maxInputTokens: 900,
  reserveOutputTokens: 300,
});
const needsSummary = projectContext(graph, tight, { system });

function summarised() {
  const candidate = summaryCandidates(graph, tight, { system });
  const covers = candidate?.covers ?? [];
  const event = createSummaryEvent({ id: "s1", covers, content: "Times tables, all right." });
  return projectContext(reduceEvents(graph, [event]), tight, { system });
}

describe("ContextInspector", () => {
  it("opens and closes the list of messages the model will see", async () => {
    const user = userEvent.setup();
    render(<ContextInspector result={needsSummary} policy={tight} />);
    expect(screen.queryByRole("list", { name: "Context messages" })).toBeNull();
    await user.click(screen.getByText(/^What the model will see/));
    const list = await screen.findByRole("list", { name: "Context messages" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("system");
    expect(rows[0]?.textContent).toContain("System prompt");
    expect(rows.at(-1)?.textContent).toContain("60 × 7 = 420.");
    await user.click(screen.getByText(/^What the model will see/));
    expect(screen.queryByRole("list", { name: "Context messages" })).toBeNull();
  });

  it("lists the ids of the nodes left out on demand", async () => {
    const user = userEvent.setup();
    render(<ContextInspector result={needsSummary} policy={tight} />);
    await user.click(screen.getByText(/^What was cut: /));
    const ids = await screen.findByRole("list", { name: "Ids of the nodes left out" });
    expect(within(ids).getAllByRole("listitem")).toHaveLength(50);
    expect(screen.getByText(/^and \d+ more$/)).toBeTruthy();
  });

  it("calls onRequestSummary from the needs-a-summary notice", async () => {
    const user = userEvent.setup();
    const onRequestSummary = vi.fn();
    render(
      <ContextInspector result={needsSummary} policy={tight} onRequestSummary={onRequestSummary} />,
    );
    expect(screen.getByRole("status").textContent).toContain("Needs a summary:");
    await user.click(screen.getByRole("button", { name: "Summarise earlier conversation" }));
    expect(onRequestSummary).toHaveBeenCalledOnce();
  });

  it("tells the system prompt from the summary when both lead the context", () => {
    render(<ContextInspector result={summarised()} policy={tight} defaultOpen={["messages"]} />);
    const rows = within(screen.getByRole("list", { name: "Context messages" })).getAllByRole(
      "listitem",
    );
    expect(rows[0]?.dataset.part).toBe("system");
    expect(rows[1]?.dataset.part).toBe("summary");
    expect(rows[1]?.textContent).toContain("Times tables, all right.");
    expect(rows[2]?.dataset.part).toBe("history");
    expect(screen.getByText("Used")).toBeTruthy();
  });

  it("passes axe in every state", async () => {
    const overflow = projectContext(graph, tight, {
      pending: [{ role: "user", content: "x".repeat(5000) }],
    });
    const { container } = render(
      <main>
        <ContextInspector result={needsSummary} policy={tight} onRequestSummary={() => {}} />
        <ContextInspector
          result={summarised()}
          policy={tight}
          defaultOpen={["messages", "excluded"]}
        />
        <ContextInspector result={overflow} policy={tight} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
