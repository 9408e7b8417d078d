import { describe, expect, it } from "vitest";
import { createGraph } from "../../../core/graph/createGraph.js";
import { reduceEvents } from "../../../core/graph/reduceEvents.js";
import { groupTurns } from "../../../core/projections/groupTurns.js";
import { projectThread } from "../../../core/projections/thread/projectThread.js";
import { scenario } from "../../../testing/index.js";
import { turnFindText } from "./turnFindText.js";

describe("turnFindText", () => {
  const events = scenario()
    .user("Clean the build please")
    .assistant((agent) =>
      agent
        .reasoning("The dist folder is stale")
        .text("Removing **dist** now.")
        .tool("bash", { command: "rm -rf dist" })
        .fail("disk full"),
    )
    .events();
  const turns = groupTurns(projectThread(reduceEvents(createGraph(), events)));

  it("gives a user turn its message", () => {
    expect(turnFindText(turns[0] as never)).toBe("Clean the build please");
  });

  it("gives an assistant turn its prose, tool lines and errors in order, not its reasoning", () => {
    const text = turnFindText(turns[1] as never);
    expect(text).toBe("Removing **dist** now.\nbash rm -rf dist\ndisk full");
    expect(text).not.toContain("stale");
  });

  it("hands the same string out again for the same turn", () => {
    expect(turnFindText(turns[1] as never)).toBe(turnFindText(turns[1] as never));
  });
});
