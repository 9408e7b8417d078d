import { describe, expect, it } from "vitest";
import { toolInputSummary } from "./toolInputSummary.js";

describe("toolInputSummary", () => {
  it.each([
    ["bash", { description: "clean", command: "rm -rf dist" }, "rm -rf dist"],
    ["exec", { cwd: "/app", command: ["npm", "test"] }, "npm test"],
    ["run_shell_command", { cmd: "ls -la" }, "ls -la"],
    ["Terminal", { script: "make build" }, "make build"],
  ])("gives the command of a shell-like tool (%s)", (name, input, summary) => {
    expect(toolInputSummary(name, input)).toBe(summary);
  });

  it("prefers a path, url, query or pattern to other fields", () => {
    expect(toolInputSummary("read_file", { limit: 20, path: "src/a.ts" })).toBe("src/a.ts");
    expect(toolInputSummary("fetch", { method: "GET", url: "https://x.dev" })).toBe(
      "https://x.dev",
    );
    expect(toolInputSummary("search", { limit: 5, query: "coupons" })).toBe("coupons");
    expect(toolInputSummary("grep", { flags: "-i", pattern: "TODO" })).toBe("TODO");
    expect(toolInputSummary("delegate", { agent: "level-1", task: "Check it." })).toBe("Check it.");
  });

  it("does not take a command for the summary of a tool that is not a shell first", () => {
    expect(toolInputSummary("deploy", { path: "web", command: "up" })).toBe("web");
  });

  it("falls back to the first short string field", () => {
    expect(toolInputSummary("plot", { points: [1, 2], route: "/api/cart" })).toBe("/api/cart");
    expect(toolInputSummary("write", { body: "x".repeat(500), name: undefined, mode: "w" })).toBe(
      "w",
    );
  });

  it("falls back to compact JSON, cut to one line", () => {
    expect(toolInputSummary("sum", { a: 1, b: [2, 3] })).toBe('{"a":1,"b":[2,3]}');
    const long = toolInputSummary("sum", { values: Array.from({ length: 500 }, (_, i) => i) });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
  });

  it("keeps a summary on one line of at most 160 characters", () => {
    expect(toolInputSummary("bash", { command: "cd app &&\n  npm   test" })).toBe(
      "cd app && npm test",
    );
    const cut = toolInputSummary("bash", { command: `echo ${"a".repeat(10_000)}` });
    expect(cut).toHaveLength(160);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("sums up strings, other values and nothing", () => {
    expect(toolInputSummary("echo", "hello\nworld")).toBe("hello world");
    expect(toolInputSummary("add", [1, 2])).toBe("[1,2]");
    expect(toolInputSummary("noop", {})).toBe("");
    expect(toolInputSummary("noop", undefined)).toBe("");
    expect(toolInputSummary("noop", null)).toBe("");
  });

  it("never takes an inherited key", () => {
    const input = Object.create({ path: "inherited" }) as Record<string, unknown>;
    input.mode = "r";
    expect(toolInputSummary("read_file", input)).toBe("r");
  });
});

describe("toolInputSummary: lists", () => {
  it("reads a list of tasks or queries as words separated by commas", () => {
    expect(toolInputSummary("research", { tasks: ["recent papers", "code"] })).toBe(
      "recent papers, code",
    );
    expect(toolInputSummary("search", { queries: ["elkjs", "react flow"] })).toBe(
      "elkjs, react flow",
    );
  });
});
