import { deterministicReady } from "threadline/testing";
import type { StateStory } from "threadline/testing/react";
import { expect, test } from "vitest";
import { render } from "vitest-browser-react";

/** A story module's stories by export name: every export but the default (the meta). */
export function storiesOf(module: Record<string, unknown>): Map<string, StateStory | undefined> {
  const stories = new Map<string, StateStory | undefined>();
  for (const [name, story] of Object.entries(module))
    if (name !== "default") stories.set(name, story as StateStory | undefined);
  return stories;
}

/**
 * One screenshot test per story, named after its catalogue entry: the story's loaders run
 * (grammars and fonts), it renders, and the picture is taken once `Deterministic` is ready.
 */
export function screenshotEachStory(module: Record<string, unknown>): void {
  for (const [exportName, story] of storiesOf(module)) {
    const name = story?.parameters.catalogue.name ?? exportName;
    test(name, async () => {
      if (!story) throw new Error(`${exportName}: the catalogue has no such state any more`);
      for (const load of story.loaders) await load();
      const screen = await render(story.render());
      await expect
        .poll(() => screen.container.querySelector(deterministicReady), { timeout: 20_000 })
        .not.toBeNull();
      await expect.element(screen.locator).toMatchScreenshot(name);
    });
  }
}
