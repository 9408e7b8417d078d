import { composeStories, type composeStory } from "@storybook/react-vite";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";

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

/**
 * Puts the pointer in the page's top-left corner, where no story has a control: the pointer
 * stays where the last test of any file left it (a wheel over a log, a hover), and a
 * button under it would be drawn in its hover state.
 */
async function parkPointer() {
  const corner = document.createElement("div");
  corner.style.cssText = "position:fixed;left:0;top:0;width:2px;height:2px;z-index:2147483647";
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
}

afterEach(async () => {
  cleanup();
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
});

for (const [path, module] of Object.entries(modules)) {
  const title = path.replace(/^.*\/stories\//, "").replace(/\.stories\.tsx$/, "");
  // An interaction story is its state story until its play function runs, which the
  // storybook project does; a picture of it here would repeat the state story's.
  const pictured = Object.entries(composeStories(module) as Record<string, ComposedStory>).filter(
    ([, Story]) => !Story.tags.includes("interaction"),
  );
  if (pictured.length === 0) continue;
  describe(title, () => {
    for (const [name, Story] of pictured) {
      it(`matches the ${name} baseline`, async () => {
        await parkPointer();
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
