import { composeStories, type composeStory } from "@storybook/react-vite";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });

async function fontsLoaded() {
  await Promise.all([
    document.fonts.load('400 14px "Inter"'),
    document.fonts.load('600 14px "Inter"'),
    document.fonts.load('400 14px "JetBrains Mono"'),
  ]);
  await document.fonts.ready;
}

afterEach(() => {
  cleanup();
});

for (const [path, module] of Object.entries(modules)) {
  const title = path.replace(/^.*\/stories\//, "").replace(/\.stories\.tsx$/, "");
  describe(title, () => {
    for (const [name, Story] of Object.entries(
      composeStories(module) as Record<string, ComposedStory>,
    )) {
      it(`matches the ${name} baseline`, async () => {
        await Story.load();
        const { container } = render(<Story />);
        await fontsLoaded();
        const story = container.querySelector(".tl-story") ?? container;
        await expect
          .element(page.elementLocator(story))
          .toMatchScreenshot(`${title}/${name}`, { screenshotOptions: { animations: "disabled" } });
      });
    }
  });
}
