import { composeStories, type composeStory } from "@storybook/react-vite";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });

async function fontsLoaded(root: Element) {
  await Promise.all([
    document.fonts.load('400 14px "Inter"'),
    document.fonts.load('600 14px "Inter"'),
    document.fonts.load('400 14px "JetBrains Mono"'),
  ]);
  // Layout asks for the faces of the other characters a story shows (.storybook/fallback-fonts.css).
  root.getBoundingClientRect();
  await document.fonts.ready;
}

const VIEWPORT = { width: 800, height: 600 };

afterEach(async () => {
  cleanup();
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
});

for (const [path, module] of Object.entries(modules)) {
  const title = path.replace(/^.*\/stories\//, "").replace(/\.stories\.tsx$/, "");
  describe(title, () => {
    for (const [name, Story] of Object.entries(
      composeStories(module) as Record<string, ComposedStory>,
    )) {
      // An interaction story is its state story until its play function runs, which the
      // storybook project does; a picture of it here would repeat the state story's.
      if (Story.tags.includes("interaction")) continue;
      it(`matches the ${name} baseline`, async () => {
        await Story.load();
        const { container } = render(<Story />);
        await fontsLoaded(container);
        const story = container.querySelector(".tl-story") ?? container;
        // Screenshots capture only what the viewport shows: grow it to fit a tall story.
        const height = Math.ceil(story.getBoundingClientRect().height) + 48;
        if (height > VIEWPORT.height) await page.viewport(VIEWPORT.width, height);
        await expect
          .element(page.elementLocator(story))
          .toMatchScreenshot(`${title}/${name}`, { screenshotOptions: { animations: "disabled" } });
      });
    }
  });
}
