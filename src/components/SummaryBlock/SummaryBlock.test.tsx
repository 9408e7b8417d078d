import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createSummaryEvent } from "../../core/context/summaries.js";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { projectThread } from "../../core/projections/thread/projectThread.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createScenario } from "../../testing/createScenario.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { SummaryBlock } from "./SummaryBlock.js";
import type { SummaryOriginalsProps } from "./SummaryOriginals.js";

function summaryView(): ViewNode {
  const scenario = createScenario();
  const question = scenario.user("Why is CI red?");
  const agent = scenario.run("lead", { parentId: question });
  const answer = agent.text("The coupon test fails.");
  const call = agent.toolCall("exec", { command: "npm test" });
  agent.toolResult(call, "exec", "1 failed");
  agent.end();
  const summary = createSummaryEvent({
    id: "s1",
    covers: [question, answer, call],
    content: "The user asked about CI; one coupon test fails.",
  });
  const views = projectThread(reduceEvents(createGraph(), [...scenario.events(), summary]));
  return views.find((node) => node.content.kind === "summary") as ViewNode;
}

function IdList({ nodes }: SummaryOriginalsProps) {
  return <p>{nodes.map((node) => node.id).join(" ")}</p>;
}

describe("SummaryBlock", () => {
  it("renders the summary collapsed with the count of messages it stands for", () => {
    const html = renderToString(<SummaryBlock node={summaryView()} />);
    expect(html).toContain('data-state="closed"');
    expect(html).toContain("Summary of 3 earlier messages");
    expect(html).toContain("The user asked about CI; one coupon test fails.");
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain("Show originals");
    expect(html).not.toContain("Why is CI red?");
  });

  it("lists the originals when it starts expanded", () => {
    const html = renderToString(<SummaryBlock node={summaryView()} defaultExpanded />);
    expect(html).toContain('data-state="open"');
    expect(html).toContain("Why is CI red?");
    expect(html).toContain("The coupon test fails.");
    expect(html).toContain("Tool call: exec");
  });

  it("renders the originals through a custom Originals part", () => {
    const html = renderToString(
      <SummaryBlock node={summaryView()} defaultExpanded components={{ Originals: IdList }} />,
    );
    expect(html).toContain("<p>user-1:user lead-1:text-1 lead-1:call-1</p>");
    expect(html).not.toContain("tl-summary-block__list");
  });

  it("renders a custom Originals part only once shown", () => {
    const html = renderToString(
      <SummaryBlock node={summaryView()} components={{ Originals: IdList }} />,
    );
    expect(html).not.toContain("user-1:user");
  });

  it("counts in the provider's locale and takes its labels, in the originals too", () => {
    const html = renderToString(
      <LabelsProvider
        locale="de-DE"
        labels={{
          summaryOfMessages: (count, formatted) => `Zusammenfassung (${formatted}/${count})`,
          summaryHideOriginals: "Originale ausblenden",
          summaryToolCall: (tool) => `Werkzeug ${tool}`,
        }}
      >
        <SummaryBlock node={summaryView()} defaultExpanded />
      </LabelsProvider>,
    );
    expect(html).toContain("Zusammenfassung (3/3)");
    expect(html).toContain("Originale ausblenden");
    expect(html).toContain("Werkzeug exec");
  });

  it("renders nothing for a view node that is not a summary", () => {
    const scenario = createScenario();
    scenario.user("Hello");
    const [user] = projectThread(reduceEvents(createGraph(), scenario.events()));
    expect(user && renderToString(<SummaryBlock node={user} />)).toBe("");
  });
});
