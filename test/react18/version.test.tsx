import { version } from "react";
import { version as domVersion } from "react-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pending } from "../../src/components/Pending/Pending.js";

// Runs in both unit (React 19) and react18 projects: each asserts what it was given.
describe("the React under test", () => {
  it("is the one the project promises, with a matching react-dom", () => {
    expect(version).toBe(domVersion);
    expect(version.split(".")[0]).toBe(process.env.THREADLINE_REACT_MAJOR ?? "19");
  });

  it("renders a component on the server", () => {
    expect(renderToString(<Pending />)).toContain("tl-pending");
  });
});
