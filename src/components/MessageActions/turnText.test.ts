import { describe, expect, it } from "vitest";
import type { ContentPart } from "../../core/graph/GraphEvent.js";
import { createGraph, groupTurns, projectThread, reduceEvents, type Turn } from "../../index.js";
import { type AgentScript, scenario } from "../../testing/index.js";
import { turnText } from "./turnText.js";

function turnsOf(user: string | readonly ContentPart[], script: AgentScript): Turn[] {
  const events = scenario().user(user).assistant(script).events();
  return groupTurns(projectThread(reduceEvents(createGraph(), events)));
}

describe("turnText", () => {
  it("gives a user turn's text as written", () => {
    const [user] = turnsOf("Rename **foo** to `bar`\n\n- in src\n- in test", (agent) =>
      agent.text("Done."),
    );
    expect(user && turnText(user)).toBe("Rename **foo** to `bar`\n\n- in src\n- in test");
  });

  it("keeps the text parts of a user turn and leaves images out", () => {
    const content = [
      { type: "text", text: "What is in this picture?" },
      { type: "image", url: "https://example.com/cat.png" },
      { type: "text", text: "Answer in one line." },
    ];
    const [user] = turnsOf(content, (agent) => agent.text("A cat."));
    expect(user && turnText(user)).toBe("What is in this picture?\n\nAnswer in one line.");
  });

  it("joins an assistant turn's text parts by a blank line, without reasoning or tools", () => {
    const [, assistant] = turnsOf("Why is CI red?", (agent) =>
      agent
        .reasoning("I should run the tests first.")
        .text("Let me run the tests.")
        .tool("bash", { command: "npm test" }, { output: "1 failed" })
        .text("One test fails:\n\n```\nexpected 2, got 3\n```\n"),
    );
    expect(assistant?.role).toBe("assistant");
    expect(assistant && turnText(assistant)).toBe(
      "Let me run the tests.\n\nOne test fails:\n\n```\nexpected 2, got 3\n```",
    );
  });

  it("is empty for a turn with no text", () => {
    const [, assistant] = turnsOf("List the files", (agent) =>
      agent.tool("bash", { command: "ls" }, { output: "README.md" }),
    );
    expect(assistant && turnText(assistant)).toBe("");
  });
});
