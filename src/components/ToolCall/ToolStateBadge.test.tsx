import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToolStateBadge } from "./ToolStateBadge.js";

describe("ToolStateBadge", () => {
  it.each([
    ["pending", "Preparing"],
    ["awaiting_permission", "Awaiting permission"],
    ["running", "Running"],
    ["complete", "Done"],
    ["denied", "Denied"],
    ["error", "Failed"],
  ] as const)("names the %s state in words", (state, label) => {
    const html = renderToString(<ToolStateBadge state={state} />);
    expect(html).toContain(`data-status="${state}"`);
    expect(html).toContain(label);
  });
});
