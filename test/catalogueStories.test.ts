import { describe, expect, it } from "vitest";
import { stateCatalogue } from "../src/testing/index.js";
import { storyExportName } from "../src/testing/react/index.js";
import * as chatStates from "../stories/Catalogue/ChatStates.stories.js";

describe("stories/Catalogue/ChatStates", () => {
  it("exports a story for every catalogue entry, so each is axe-checked and screenshot", () => {
    const exported = Object.keys(chatStates).filter((name) => name !== "default");
    expect(exported.sort()).toEqual(
      stateCatalogue()
        .map((entry) => storyExportName(entry.name))
        .sort(),
    );
  });
});
