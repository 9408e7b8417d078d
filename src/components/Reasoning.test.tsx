import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph, projectThread, reduceEvents } from "../index.js";
import { createScenario } from "../testing/createScenario.js";
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

  it("renders closed with the duration it is given once complete", () => {
    const html = renderToString(
      <Reasoning node={reasoningNode({ done: true })} durationMs={4200} />,
    );
    expect(html).not.toContain(" open=");
    expect(html).toContain('data-status="complete"');
    expect(html).toContain('data-state="closed"');
    expect(html).toContain("Thought for 4 s");
  });

  it("says how long it thought in minutes past a minute, or nothing without a duration", () => {
    const node = reasoningNode({ done: true });
    expect(renderToString(<Reasoning node={node} durationMs={125_000} />)).toContain(
      "Thought for 2 min 5 s",
    );
    expect(renderToString(<Reasoning node={node} durationMs={120_000} />)).toContain(
      "Thought for 2 min<",
    );
    expect(renderToString(<Reasoning node={node} durationMs={80} />)).toContain("Thought for 1 s");
    expect(renderToString(<Reasoning node={node} />)).toContain(">Thought<");
  });

  it("says that thinking stopped when the run failed", () => {
    const html = renderToString(<Reasoning node={reasoningNode({ done: false, fail: true })} />);
    expect(html).toContain('data-status="error"');
    expect(html).toContain("Stopped thinking");
  });

  it("follows defaultOpen at first and appends class names", () => {
    const html = renderToString(
      <Reasoning node={reasoningNode({ done: true })} defaultOpen className="mine" />,
    );
    expect(html).toContain('class="tl-reasoning mine"');
    expect(html).toContain('data-state="open"');
  });
});
