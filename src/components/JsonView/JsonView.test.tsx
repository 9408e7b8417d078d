import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonView } from "./JsonView.js";

describe("JsonView", () => {
  it("renders a value as pretty JSON on the server", () => {
    const html = renderToString(<JsonView value={{ ok: true, items: [1] }} className="mine" />);
    expect(html).toContain('class="tl-truncated-text tl-json-view mine"');
    expect(html).toContain("{\n  &quot;ok&quot;: true,\n  &quot;items&quot;: [\n    1\n  ]\n}");
  });

  it("renders odd values without throwing", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(renderToString(<JsonView value={undefined} />)).toContain(">undefined</pre>");
    expect(renderToString(<JsonView value={2n ** 80n} />)).toContain(">1208925819614629174706176<");
    expect(renderToString(<JsonView value={cycle} />)).toContain("[Circular]");
  });

  it("shows the first lines of a large value", () => {
    const html = renderToString(
      <JsonView value={Array.from({ length: 1_000 }, (_, i) => i)} maxLines={5} />,
    );
    expect(html).toContain(">[\n  0,\n  1,\n  2,\n  3,</pre>");
    expect(html).toContain("Showing the first 5 lines.");
  });
});
