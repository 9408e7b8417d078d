import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph, projectThread, reduceEvents } from "../../index.js";
import { createScenario } from "../../testing/createScenario.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { Reasoning } from "./Reasoning.js";

function reasoningNode(options: { done: boolean; fail?: boolean }) {
  const scenario = createScenario();
  const question = scenario.user("How many primes are below 20?");
  const agent = scenario.run("lead", { parentId: question });
  agent.reasoning("Count them: **2, 3, 5, 7, 11, 13, 17, 19**.");
  if (options.fail) agent.fail("Model overloaded");
  else if (options.done) agent.end();
  const node = projectThread(reduceEvents(createGraph(), scenario.events())).find(
    (view) => view.content.kind === "reasoning",
  );
  if (!node) throw new Error("no reasoning node");
  return node;
}

describe("Reasoning", () => {
  it("renders open with Thinking… while the reasoning streams", () => {
    const html = renderToString(<Reasoning node={reasoningNode({ done: false })} />);
    expect(html).toContain("<details");
    expect(html).toContain(" open=");
    expect(html).toContain('data-status="streaming"');
    expect(html).toContain('data-state="open"');
    expect(html).toContain("Thinking…");
    expect(html).toContain("<strong>2, 3, 5, 7, 11, 13, 17, 19</strong>");
  });

  it("renders closed with the duration it is given once complete, its text not mounted", () => {
    const html = renderToString(
      <Reasoning node={reasoningNode({ done: true })} durationMs={4200} />,
    );
    expect(html).not.toContain(" open=");
    expect(html).toContain('data-status="complete"');
    expect(html).toContain('data-state="closed"');
    expect(html).toContain("Thought for 4.2s");
    expect(html).not.toContain("2, 3, 5, 7");
  });

  it("says how long it thought in minutes past a minute, or just Thought without a duration", () => {
    const node = reasoningNode({ done: true });
    expect(renderToString(<Reasoning node={node} durationMs={125_000} />)).toContain(
      "Thought for 2m 5s",
    );
    expect(renderToString(<Reasoning node={node} durationMs={120_000} />)).toContain(
      "Thought for 2m<",
    );
    expect(renderToString(<Reasoning node={node} durationMs={80} />)).toContain("Thought for 80ms");
    expect(renderToString(<Reasoning node={node} />)).toContain(">Thought<");
    expect(renderToString(<Reasoning node={node} durationMs={Number.NaN} />)).toContain(
      ">Thought<",
    );
  });

  it("formats the duration in the provider's locale and hands it to thoughtFor", () => {
    const calls: [string, number][] = [];
    const thoughtFor = (duration: string, milliseconds: number) => {
      calls.push([duration, milliseconds]);
      return `${duration} nachgedacht`;
    };
    const html = renderToString(
      <LabelsProvider locale="de-DE" labels={{ thoughtFor }}>
        <Reasoning node={reasoningNode({ done: true })} durationMs={4200} />
      </LabelsProvider>,
    );
    expect(html).toContain("4,2 Sek. nachgedacht");
    expect(calls).toEqual([["4,2 Sek.", 4200]]);
  });

  it("takes its own labels over the provider's", () => {
    const node = reasoningNode({ done: false });
    const html = renderToString(
      <LabelsProvider labels={{ thinking: "Réflexion…" }}>
        <Reasoning node={node} labels={{ thinking: "Denkt nach…" }} />
      </LabelsProvider>,
    );
    expect(html).toContain("Denkt nach…");
    expect(html).not.toContain("Réflexion");
  });

  it("says that thinking stopped when the run failed, and after how long", () => {
    const node = reasoningNode({ done: false, fail: true });
    const html = renderToString(<Reasoning node={node} />);
    expect(html).toContain('data-status="error"');
    expect(html).toContain("Stopped thinking");
    expect(renderToString(<Reasoning node={node} durationMs={2000} />)).toContain(
      "Stopped thinking after 2s",
    );
  });

  it("follows defaultOpen at first and appends class names", () => {
    const html = renderToString(
      <Reasoning node={reasoningNode({ done: true })} defaultOpen className="mine" />,
    );
    expect(html).toContain('class="tl-reasoning mine"');
    expect(html).toContain('data-state="open"');
  });
});
