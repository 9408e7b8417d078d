import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExecOutput } from "./ExecOutput.js";

describe("ExecOutput", () => {
  it("renders stdout and stderr apart with the metrics on the server", () => {
    const html = renderToString(
      <ExecOutput
        progress={{
          stdout: "built\n",
          stderr: "warn\n",
          metrics: { exitCode: 0, durationMs: 850, host: { id: 1 } },
        }}
      />,
    );
    expect(html).toContain('data-outcome="success"');
    expect(html).toMatch(/data-channel="stdout".*built\n/);
    expect(html).toMatch(/data-channel="stderr".*warn\n/);
    expect(html).toContain("<dt>Exit code</dt><dd>0</dd>");
    expect(html).toContain("<dt>Duration</dt><dd>850ms</dd>");
    expect(html).toContain("<dt>host</dt><dd>{&quot;id&quot;:1}</dd>");
  });

  it("says when a command has printed nothing", () => {
    expect(renderToString(<ExecOutput progress={{ stdout: "", stderr: "" }} />)).toContain(
      "No output yet.",
    );
    expect(
      renderToString(
        <ExecOutput progress={{ stdout: "", stderr: "", metrics: { exitCode: 2 } }} />,
      ),
    ).toContain('data-outcome="failure"');
  });
});
