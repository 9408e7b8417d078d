import { stateCatalogue } from "threadline/testing";
import { storyExportName } from "threadline/testing/react";
import { expect, test } from "vitest";
import * as stories from "../src/WeatherCard.stories.js";
import { weather } from "../src/weather.js";
import { screenshotEachStory, storiesOf } from "./screenshotStories.js";

test("the weather card has a story for every state of its tool", () => {
  const states = stateCatalogue({ tool: weather, toolName: weather.name });
  const expected = states.map(({ name }) => storyExportName(name));
  // A module's exports come sorted by name.
  expect([...storiesOf(stories).keys()]).toEqual(expected.sort());
});

screenshotEachStory(stories);
