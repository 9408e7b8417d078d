import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readToolProgress, ToolProgress } from "./ToolProgress.js";

describe("readToolProgress", () => {
  it("reads the latest status line from strings and status fields", () => {
    expect(readToolProgress(["one", "two\nthree\n"]).status).toBe("three");
    expect(readToolProgress([{ message: "a" }, { status: "b" }]).status).toBe("b");
    expect(readToolProgress([{ text: "x" }, { done: 2, total: 5 }]).status).toBe("x");
    expect(readToolProgress({ line: "folded" }).status).toBe("folded");
  });

  it("reads fractions, percentages and named counts", () => {
    expect(readToolProgress([{ done: 3, total: 10 }]).counters).toEqual([
      { kind: "fraction", done: 3, total: 10 },
    ]);
    expect(readToolProgress([{ progress: 4, total: 8 }]).counters).toEqual([
      { kind: "fraction", done: 4, total: 8 },
    ]);
    expect(readToolProgress([{ percent: 40 }]).counters).toEqual([
      { kind: "percent", percent: 40 },
    ]);
    expect(readToolProgress([{ progress: 0.25 }]).counters).toEqual([
      { kind: "percent", percent: 25 },
    ]);
    expect(readToolProgress([{ pages: 31, queued: 18, timestamp: 171234 }]).counters).toEqual([
      { kind: "count", name: "pages", value: 31 },
      { kind: "count", name: "queued", value: 18 },
    ]);
  });

  it("keeps a log of the latest 200 entries and counts the rest", () => {
    const reading = readToolProgress(
      Array.from({ length: 1_000 }, (_, i) => ({ message: `${i}` })),
    );
    expect(reading.entries).toHaveLength(200);
    expect(reading.entries.at(-1)?.status).toBe("999");
    expect(reading.earlier).toBe(800);
  });

  it("writes an entry with neither status nor numbers as short JSON", () => {
    const [entry] = readToolProgress([{ files: ["a", "b"] }]).entries;
    expect(entry?.json).toBe('{"files":["a","b"]}');
  });
});

describe("ToolProgress", () => {
  it("shows the latest status and counters in one line", () => {
    const html = renderToString(
      <ToolProgress
        variant="line"
        progress={[{ message: "Fetching /a", done: 1, total: 1_200 }, { message: "Fetching /b" }]}
      />,
    );
    expect(html).toBe(
      '<bdi class="tl-tool-progress" data-variant="line">Fetching /b · 1/1,200</bdi>',
    );
  });

  it("shows counters over a log of status lines, with older lines counted", () => {
    const progress = Array.from({ length: 205 }, (_, i) => ({
      message: `step ${i}`,
      done: i,
      total: 205,
    }));
    const html = renderToString(<ToolProgress progress={progress} />);
    expect(html).toContain('<p class="tl-tool-progress__counters">204/205</p>');
    expect(html).toContain("5 earlier lines not shown");
    expect(html).toContain("step 5\nstep 6");
    expect(html).not.toContain("step 4\n");
  });

  it("renders nothing in a line when the progress says nothing readable", () => {
    expect(renderToString(<ToolProgress variant="line" progress={[]} />)).toBe("");
  });
});
