import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createContextPolicy } from "../../core/context/ContextPolicy.js";
import { projectContext } from "../../core/context/projectContext.js";
import { createSummaryEvent } from "../../core/context/summaries.js";
import { createGraph } from "../../core/graph/createGraph.js";
import type { GraphEvent } from "../../core/graph/GraphEvent.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import type { Message } from "../../core/projections/messages/Message.js";
import { longSession } from "../../testing/fixtures/longSession.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { ContextInspector } from "./ContextInspector.js";
import type { ContextInspectorMessageProps } from "./ContextInspectorMessage.js";

function turns(count: number): GraphEvent[] {
  const events: GraphEvent[] = [];
  let parent: string | undefined;
  for (let turn = 0; turn < count; turn++) {
    events.push({
      type: "user",
      runId: `u${turn}`,
      ...(parent && { parentId: parent }),
      content: `question ${turn}`,
    });
    events.push({
      type: "text",
      id: `t${turn}`,
      runId: `a${turn}`,
      parentId: `u${turn}:user`,
      content: `answer ${turn}`,
    });
    events.push({ type: "harness_end", runId: `a${turn}`, agentId: "main" });
    parent = `a${turn}:harness_end`;
  }
  return events;
}

const everything = createContextPolicy({
  keepLastTurns: 0,
  maxInputTokens: 1000,
  reserveOutputTokens: 200,
});
const pending: Message[] = [{ role: "user", content: "question 3" }];

function Row({ message, tokens, index }: ContextInspectorMessageProps) {
  return <span className="row">{`${index}:${message.role}:${tokens}`}</span>;
}

function legend(html: string, label: string): string | undefined {
  const pattern = new RegExp(
    `legend-label">${label}</span><span class="tl-context-inspector__legend-value">([^<]*)<`,
  );
  return pattern.exec(html)?.[1];
}

describe("ContextInspector", () => {
  it("splits the budget into system prompt, history, pending input and free space", () => {
    const graph = reduceEvents(createGraph(), turns(3));
    const result = projectContext(graph, everything, { system: "Be brief.", pending });
    const html = renderToString(<ContextInspector result={result} policy={everything} />);
    expect(html).toContain('data-state="fits"');
    expect(html).toContain("Estimated 101 of 800 tokens (13%)");
    expect(html).toContain("Budget: 1,000 input − 200 reserved for the answer");
    expect(legend(html, "System prompt")).toBe("13 · 2%");
    expect(legend(html, "Summary")).toBe("0 · 0%");
    expect(legend(html, "History")).toBe("75 · 9%");
    expect(legend(html, "Pending input")).toBe("13 · 2%");
    expect(legend(html, "Free")).toBe("699 · 87%");
    expect(html).toContain("<dt>History</dt><dd>6 of 6 messages</dd>");
    expect(html).toContain("<dt>Truncated</dt><dd>No</dd>");
    expect(html).not.toContain("Policy&#x27;s estimate");
    expect(html).toContain("Nothing was cut.");
    expect(html).toContain('aria-hidden="true"');
  });

  it("counts a leading summary as the summary when there is no system prompt", () => {
    const graph = reduceEvents(createGraph(), [
      ...turns(3),
      createSummaryEvent({ id: "s1", covers: ["u0:user", "t0"], content: "They asked once." }),
    ]);
    const result = projectContext(graph, everything);
    const html = renderToString(<ContextInspector result={result} policy={everything} />);
    expect(legend(html, "System prompt")).toBe("0 · 0%");
    expect(legend(html, "Summary")).toBe("23 · 3%");
    expect(legend(html, "History")).toBe("50 · 6%");
    expect(html).toContain("<dt>Summary</dt><dd>Used</dd>");
    expect(html).toContain("What was cut: 2 nodes");
  });

  it("shows the overflow with the tokens needed against those available", () => {
    const graph = reduceEvents(createGraph(), turns(1));
    const result = projectContext(graph, everything, {
      pending: [{ role: "user", content: "x".repeat(4000) }],
    });
    const html = renderToString(<ContextInspector result={result} policy={everything} />);
    expect(html).toContain('data-state="overflow"');
    expect(html).toContain('role="alert"');
    expect(html).toContain("Needs 1,010 of 800 tokens (126%)");
    expect(html).toContain("<dt>Needed</dt><dd>1,010</dd>");
    expect(html).toContain("<dt>Available</dt><dd>800</dd>");
    expect(html).toContain("<dt>Over by</dt><dd>210</dd>");
    expect(html).toContain("<code>context_overflow</code>");
    expect(html).not.toContain("Budget by part");
  });

  it("suggests a summary when the budget cut history, with a button only given a callback", () => {
    const graph = reduceEvents(createGraph(), longSession(40).events());
    const tight = createContextPolicy({
      keepLastTurns: 0,
      maxInputTokens: 600,
      reserveOutputTokens: 100,
    });
    const result = projectContext(graph, tight);
    const plain = renderToString(<ContextInspector result={result} policy={tight} />);
    expect(plain).toContain('data-state="needs_summary"');
    expect(plain).toContain("Needs a summary:");
    expect(plain).toContain("<dt>Truncated</dt><dd>Yes</dd>");
    expect(plain).not.toContain("<button");
    const withButton = renderToString(
      <ContextInspector result={result} policy={tight} onRequestSummary={() => {}} />,
    );
    expect(withButton).toContain("Summarise earlier conversation</button>");
  });

  it("lists only the last 100 messages and says how many are not listed", () => {
    const graph = reduceEvents(createGraph(), turns(80));
    const policy = createContextPolicy({ keepLastTurns: 0, maxInputTokens: 100_000 });
    const result = projectContext(graph, policy);
    const html = renderToString(
      <ContextInspector result={result} policy={policy} defaultOpen={["messages"]} />,
    );
    expect(html).toContain("What the model will see: 160 messages");
    expect(html).toContain("60 earlier messages not listed; the last 100 follow.");
    expect(html).toContain('start="61"');
    expect(html.match(/class="tl-context-inspector__message"/g)).toHaveLength(100);
    expect(html).toContain("answer 79");
    expect(html).not.toContain(">question 29<");
  });

  it("lists the first 50 ids left out and how many more there are", () => {
    const graph = reduceEvents(createGraph(), turns(80));
    const result = projectContext(graph, createContextPolicy({ keepLastTurns: 1 }));
    const html = renderToString(
      <ContextInspector
        result={result}
        policy={createContextPolicy()}
        defaultOpen={["excluded"]}
      />,
    );
    expect(html).toContain("What was cut: 158 nodes");
    expect(html.match(/<li><code>/g)).toHaveLength(50);
    expect(html).toContain("<code>u0:user</code>");
    expect(html).toContain("and 108 more");
  });

  it("keeps the disclosures' rows out of the markup while they are closed", () => {
    const graph = reduceEvents(createGraph(), turns(3));
    const result = projectContext(graph, everything);
    const html = renderToString(<ContextInspector result={result} policy={everything} />);
    expect(html).toContain("What the model will see: 6 messages");
    expect(html).not.toContain("tl-context-inspector__message");
  });

  it("sizes the parts with a given estimator and rows with a given component", () => {
    const graph = reduceEvents(createGraph(), turns(2));
    const result = projectContext(graph, everything);
    const html = renderToString(
      <ContextInspector
        result={result}
        policy={everything}
        estimate={() => 100}
        defaultOpen={["messages"]}
        components={{ Message: Row }}
        className="mine"
      />,
    );
    expect(html).toContain('class="tl-context-inspector mine"');
    expect(legend(html, "History")).toBe("416 · 52%");
    expect(html).toContain("Estimated 416 of 800 tokens (52%)");
    expect(html).toContain("<dt>Policy&#x27;s estimate</dt><dd>50</dd>");
    expect(html).toContain('<span class="row">0:user:104</span>');
    expect(html).toContain('<span class="row">3:assistant:104</span>');
  });

  it("takes its words from its labels and its numbers from the locale", () => {
    const graph = reduceEvents(createGraph(), turns(80));
    const policy = createContextPolicy({ keepLastTurns: 1, maxInputTokens: 100_000 });
    const result = projectContext(graph, policy);
    const html = renderToString(
      <LabelsProvider locale="de-DE">
        <ContextInspector
          result={result}
          policy={policy}
          defaultOpen={["messages", "excluded"]}
          labels={{
            contextHistory: "Verlauf",
            contextTruncated: "Gekürzt",
            contextYes: "Ja",
            contextEstimated: (tokens, budget, percent) => `${tokens} von ${budget} (${percent})`,
            contextCut: (_count, formatted) => `Weggelassen: ${formatted}`,
            contextMessageTokens: (_count, formatted) => `${formatted} T.`,
            contextCutList: "Weggelassene Ids",
          }}
        />
      </LabelsProvider>,
    );
    expect(html).toMatch(/>\d+ von 98\.000 \(&lt;1\u00a0%\)</);
    expect(html).toContain("<dt>Verlauf</dt>");
    expect(html).toContain("<dt>Gekürzt</dt><dd>Ja</dd>");
    expect(html).toContain("Weggelassen: 158");
    expect(html).toContain('aria-label="Weggelassene Ids"');
    expect(html).toMatch(/>\d+ T\.</);
  });
});
