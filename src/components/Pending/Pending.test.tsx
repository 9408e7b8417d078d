import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { Pending } from "./Pending.js";

describe("Pending", () => {
  it("renders a status region with the default label on the server", () => {
    const html = renderToString(<Pending />);
    expect(html).toContain('role="status"');
    expect(html).toContain('class="tl-pending"');
    expect(html).toContain('data-state="pending"');
    expect(html).toContain("Thinking…");
  });

  it("renders a custom label and appends extra class names", () => {
    const html = renderToString(<Pending label="Reading files…" className="mine" />);
    expect(html).toContain('class="tl-pending mine"');
    expect(html).toContain("Reading files…");
    expect(html).not.toContain("Thinking…");
  });

  it("says the pendingStatus label of the nearest provider, or its own", () => {
    const provided = renderToString(
      <LabelsProvider labels={{ pendingStatus: "Denkt nach…" }}>
        <Pending />
      </LabelsProvider>,
    );
    expect(provided).toContain("Denkt nach…");
    const own = renderToString(<Pending labels={{ pendingStatus: "Réfléchit…" }} />);
    expect(own).toContain("Réfléchit…");
  });

  it("hides the three dots from assistive technology", () => {
    const html = renderToString(<Pending />);
    expect(html).toContain('aria-hidden="true"');
    expect(html.match(/class="tl-pending__dot"/g)).toHaveLength(3);
  });
});
