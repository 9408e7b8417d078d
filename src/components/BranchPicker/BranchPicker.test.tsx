import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { BranchPicker } from "./BranchPicker.js";

describe("BranchPicker", () => {
  it("renders the 1-based position and both steps on the server", () => {
    const html = renderToString(<BranchPicker index={1} count={3} onSelect={() => {}} />);
    expect(html).toContain('aria-label="Alternatives"');
    expect(html).toContain('data-state="middle"');
    expect(html).toContain(">2/3<");
    expect(html).toContain("Alternative 2 of 3");
    expect(html).toContain('aria-label="Previous alternative" aria-disabled="false"');
    expect(html).toContain('aria-label="Next alternative" aria-disabled="false"');
  });

  it("disables the step past either end", () => {
    const first = renderToString(<BranchPicker index={0} count={3} onSelect={() => {}} />);
    expect(first).toContain('data-state="first"');
    expect(first).toContain('aria-label="Previous alternative" aria-disabled="true"');
    const last = renderToString(<BranchPicker index={2} count={3} onSelect={() => {}} />);
    expect(last).toContain('data-state="last"');
    expect(last).toContain('aria-label="Next alternative" aria-disabled="true"');
  });

  it("takes its names and numbers from the labels and the locale", () => {
    const html = renderToString(
      <LabelsProvider locale="ar-EG">
        <BranchPicker
          index={1}
          count={3}
          onSelect={() => {}}
          labels={{
            alternatives: "Varianten",
            previousAlternative: "Vorherige Variante",
            nextAlternative: "Nächste Variante",
            alternativeOf: (_position, _count, position, count) =>
              `Variante ${position} von ${count}`,
          }}
        />
      </LabelsProvider>,
    );
    expect(html).toContain('aria-label="Varianten"');
    expect(html).toContain('aria-label="Vorherige Variante"');
    expect(html).toContain('aria-label="Nächste Variante"');
    expect(html).toContain("Variante ٢ von ٣");
    expect(html).toContain(">٢/٣<");
  });

  it("renders nothing with fewer than two alternatives", () => {
    expect(renderToString(<BranchPicker index={0} count={1} onSelect={() => {}} />)).toBe("");
  });
});
