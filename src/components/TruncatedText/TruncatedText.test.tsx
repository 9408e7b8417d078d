import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TruncatedText } from "./TruncatedText.js";

describe("TruncatedText", () => {
  it("renders a short text whole with no button", () => {
    const html = renderToString(<TruncatedText text={"one\ntwo"} className="mine" />);
    expect(html).toContain('class="tl-truncated-text mine" data-state="whole"');
    expect(html).toContain("one\ntwo");
    expect(html).not.toContain("<button");
  });

  it("cuts a long text by characters and says how much it shows", () => {
    const html = renderToString(<TruncatedText text={"x".repeat(50_000)} maxCharacters={10} />);
    expect(html).toContain('data-state="truncated"');
    expect(html).toContain(`>${"x".repeat(10)}</pre>`);
    expect(html).toContain("Showing the first 10 of 50,000 characters.");
    expect(html).toContain(">Show all</button>");
  });

  it("cuts a long text by lines", () => {
    const html = renderToString(<TruncatedText text={"a\nb\nc\nd"} maxLines={2} />);
    expect(html).toContain(">a\nb</pre>");
    expect(html).toContain("Showing the first 2 lines.");
  });

  it("asks a text function for no more than it shows", () => {
    const asked: number[] = [];
    const html = renderToString(
      <TruncatedText
        maxCharacters={5}
        text={(maxCharacters) => {
          asked.push(maxCharacters);
          return { text: "abcde", complete: false };
        }}
      />,
    );
    expect(asked).toEqual([5]);
    expect(html).toContain("Showing the first 5 characters.");
  });
});
