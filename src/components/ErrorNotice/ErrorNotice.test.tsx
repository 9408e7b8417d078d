import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorNotice } from "./ErrorNotice.js";

describe("ErrorNotice", () => {
  it("renders an alert with the message and code on the server", () => {
    const html = renderToString(
      <ErrorNotice message="The model is overloaded." code="overloaded" />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-status="error"');
    expect(html).toContain("The model is overloaded.");
    expect(html).toContain("<code>overloaded</code>");
  });

  it("shows a refusal as a status in the model's words, without a code line", () => {
    const html = renderToString(<ErrorNotice message="I can't help with that." code="refusal" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-kind="refusal"');
    expect(html).toContain(">Declined</p>");
    expect(html).toContain("I can&#x27;t help with that.");
    expect(html).not.toContain("<code>");
  });

  it("lets a message or code of one enormous word wrap", () => {
    const word = "x".repeat(1000);
    const html = renderToString(<ErrorNotice message={word} code={word} />);
    expect(html.match(/<wbr\/>/g)).toHaveLength(2 * 124);
    expect(html.replaceAll("<wbr/>", "")).toContain(`<code>${word}</code>`);
  });

  it("shows a Retry button only when onRetry is given", () => {
    expect(renderToString(<ErrorNotice message="Failed" />)).not.toContain("<button");
    expect(renderToString(<ErrorNotice message="Failed" onRetry={() => {}} />)).toContain(
      ">Retry</button>",
    );
  });

  it("cuts a very long message and appends extra class names", () => {
    const html = renderToString(<ErrorNotice message={"x".repeat(100_000)} className="mine" />);
    expect(html).toContain('class="tl-error-notice mine"');
    expect(html.replaceAll("<wbr/>", "").length).toBeLessThan(3_000);
    expect(html).toContain("…");
  });
});
