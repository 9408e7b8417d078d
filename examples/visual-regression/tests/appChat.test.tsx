import { storyExportName } from "threadline/testing/react";
import { expect, test } from "vitest";
import * as stories from "../src/AppChat.stories.js";
import { chatStates } from "../src/chatStates.js";
import { screenshotEachStory, storiesOf } from "./screenshotStories.js";

test("the app chat has a story for each state it is pictured in", () => {
  // A module's exports come sorted by name.
  expect([...storiesOf(stories).keys()]).toEqual(chatStates.map(storyExportName).sort());
});

screenshotEachStory(stories);
