import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph } from "../../core/graph/createGraph.js";
import { reduceEvents } from "../../core/graph/reduceEvents.js";
import { usageByRun } from "../../core/projections/usageByRun.js";
import { multiAgentScenario } from "../../testing/fixtures/multiAgentScenario.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { UsageMeter } from "./UsageMeter.js";
import type { UsageMeterBarProps } from "./UsageMeterBar.js";
import type { UsageRunsProps } from "./UsageRuns.js";

function PlainBar({ used, limit }: UsageMeterBarProps) {
  return <p>{`bar ${used}/${limit}`}</p>;
}

function RunCount({ byRun }: UsageRunsProps) {
  return <p>{`${byRun.size} runs`}</p>;
}

describe("UsageMeter", () => {
  it("renders input and output totals with the locale's thousands separators on the server", () => {
    const html = renderToString(
      <UsageMeter usage={{ inputTokens: 1234567, outputTokens: 8901 }} />,
    );
    expect(html).toContain('data-state="unlimited"');
    expect(html).toContain("<dt>Input</dt><dd>1,234,567</dd>");
    expect(html).toContain("<dt>Output</dt><dd>8,901</dd>");
    expect(html).not.toContain('role="meter"');
  });

  it("draws a meter against the limit", () => {
    const html = renderToString(
      <UsageMeter usage={{ inputTokens: 150_000, outputTokens: 10_000 }} limit={200_000} />,
    );
    expect(html).toContain('data-state="high"');
    expect(html).toContain('role="meter"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="200000"');
    expect(html).toContain('aria-valuenow="160000"');
    expect(html).toContain('aria-valuetext="160,000 of 200,000 tokens (80%)"');
    expect(html).toContain("inline-size:80%");
  });

  it("clamps the meter and marks the state when usage passes the limit", () => {
    const html = renderToString(
      <UsageMeter usage={{ inputTokens: 9_000, outputTokens: 2_000 }} limit={10_000} />,
    );
    expect(html).toContain('data-state="over"');
    expect(html).toContain('aria-valuenow="10000"');
    expect(html).toContain("inline-size:100%");
  });

  it("breaks usage down by run, rolled up over subagents", () => {
    const graph = reduceEvents(createGraph(), multiAgentScenario().events());
    const html = renderToString(
      <UsageMeter usage={{ inputTokens: 7346, outputTokens: 524 }} byRun={usageByRun(graph)} />,
    );
    expect(html).toContain("By run, including subagents");
    expect(html).toContain('<bdi>lead</bdi><span class="tl-usage-meter__run-id"> lead-1</span>');
    expect(html).toContain("7,346");
    expect(html).toContain('<td>7,346<span class="tl-usage-meter__own"> own 5,516</span></td>');
    expect(html).toContain("1,830");
    expect(html).not.toContain("user-1");
  });

  it("renders custom Bar and Runs parts instead of the defaults", () => {
    const graph = reduceEvents(createGraph(), multiAgentScenario().events());
    const html = renderToString(
      <UsageMeter
        usage={{ inputTokens: 7346, outputTokens: 524 }}
        byRun={usageByRun(graph)}
        limit={10_000}
        components={{ Bar: PlainBar, Runs: RunCount }}
      />,
    );
    expect(html).toContain("<p>bar 7870/10000</p>");
    expect(html).toContain(`<p>${usageByRun(graph).size} runs</p>`);
    expect(html).not.toContain('role="meter"');
    expect(html).not.toContain("By run, including subagents");
  });

  it("keeps the default parts it is not given", () => {
    const html = renderToString(
      <UsageMeter
        usage={{ inputTokens: 10, outputTokens: 0 }}
        limit={100}
        components={{ Runs: RunCount }}
      />,
    );
    expect(html).toContain('role="meter"');
    expect(html).not.toContain("runs</p>");
  });

  it("takes every text from its labels and formats in the locale", () => {
    const graph = reduceEvents(createGraph(), multiAgentScenario().events());
    const html = renderToString(
      <LabelsProvider locale="de-DE">
        <UsageMeter
          usage={{ inputTokens: 150_000, outputTokens: 10_000 }}
          byRun={usageByRun(graph)}
          limit={200_000}
          labels={{
            usageInput: "Eingabe",
            usageOutput: "Ausgabe",
            usageContext: "Kontext",
            usageContextValue: (used, limit, percent) => `${used} von ${limit} (${percent})`,
            usageContextWindow: "Kontextfenster",
            usageContextWindowValue: (used, limit) => `${used} von ${limit} Tokens`,
            usageByRun: "Nach Lauf",
            usageRun: "Lauf",
            usageOwn: (_count, formatted) => `davon ${formatted}`,
          }}
        />
      </LabelsProvider>,
    );
    expect(html).toContain("<dt>Eingabe</dt><dd>150.000</dd>");
    expect(html).toContain("<dt>Ausgabe</dt><dd>10.000</dd>");
    expect(html).toContain("<dt>Kontext</dt><dd>160.000 von 200.000 (80\u00a0%)</dd>");
    expect(html).toContain('aria-label="Kontextfenster"');
    expect(html).toContain('aria-valuetext="160.000 von 200.000 Tokens"');
    expect(html).toContain("Nach Lauf</caption>");
    expect(html).toContain('>Lauf</th><th scope="col">Eingabe</th>');
    expect(html).toContain(" davon 5.516");
  });
});
