import { composeStories, type composeStory } from "@storybook/react-vite";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LabelsProvider } from "../../src/components/labels/LabelsProvider.js";
import { defaultLabels } from "../../src/components/labels/ThreadlineLabels.js";
import { PSEUDO_OPEN, pseudoLocalize } from "../../src/testing/pseudoLocalize.js";

// Every story rendered under the pseudo-locale: no default English label may be left on
// screen or in an accessible name. A label shown is one the user can translate.

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });
const pseudo = pseudoLocalize(defaultLabels);

/** A value no label text contains, so a function label's own words stand apart from it. */
const SAMPLE = "\u2063";

/** What a value put into a label looks like on screen: a number, or one word (a name). */
const VALUE = String.raw`(?:[\d\s.,%+\u00a0\u202f-]+|\S+)`;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface English {
  readonly key: string;
  readonly text: string;
  /** The whole text a label shows, values included: shown text must match it entirely. */
  readonly pattern: RegExp;
}

/**
 * What a function label says for values: a count first (`(count, formatted)`), and a name
 * first (`(tool)`, `(agent)`), as a count in a name's place would show digits the name has not.
 */
function probed(label: (...values: unknown[]) => unknown): unknown[] {
  const outs: unknown[] = [];
  for (const values of [
    [1, SAMPLE, SAMPLE, SAMPLE],
    [SAMPLE, SAMPLE, SAMPLE, SAMPLE],
  ])
    try {
      outs.push(label(...values));
    } catch {
      // A label that cannot take these values is probed by the other ones.
    }
  return outs;
}

/** What each default label puts on screen: a string label as it is, a function label with its values. */
function englishOf(labels: object): readonly English[] {
  const found: English[] = [];
  for (const [key, value] of Object.entries(labels)) {
    const outs: unknown[] = typeof value === "function" ? probed(value) : [value];
    for (const out of new Set(outs)) {
      if (typeof out !== "string" || !/[A-Za-z]{2,}/.test(out.replaceAll(SAMPLE, ""))) continue;
      const text = out.trim().replace(/\s+/g, " ");
      const source = text
        .split(SAMPLE)
        .map((piece) => escaped(piece).replace(/\d+/g, "[\\d.,]+"))
        .join(VALUE);
      found.push({ key, text: text.replaceAll(SAMPLE, "…"), pattern: new RegExp(`^${source}$`) });
    }
  }
  return found;
}

const english = englishOf(defaultLabels);

const NAMED = [
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "aria-valuetext",
];

/**
 * Texts on screen and every accessible name given by attribute: each text node, and each
 * element's whole text (a label may wrap its values in elements of their own), trimmed.
 */
function shownTexts(root: Element): string[] {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim().replace(/\s+/g, " ");
    if (text) texts.add(text);
  }
  for (const element of root.querySelectorAll("*")) {
    const whole = element.textContent?.trim().replace(/\s+/g, " ");
    if (whole && whole.length <= 300) texts.add(whole);
    for (const name of NAMED) {
      const value = element.getAttribute(name)?.trim().replace(/\s+/g, " ");
      if (value) texts.add(value);
    }
  }
  return [...texts];
}

/**
 * Text a story shows from its data (a model's words, a fixture's) that reads exactly like a
 * default label: not a label left untranslated. Each names its story and where it comes from.
 */
const DATA_TEXTS: Readonly<Record<string, readonly string[]>> = {
  // A task list item of the model's answer in src/testing/fixtures/markdownShowcaseSession.ts.
  "Recipes/ReplayedSessions/MarkdownShowcase": ["Context window"],
  // A context message's role as the model's API names it (ContextInspectorMessage.tsx),
  // which reads like the DAG's name for a user message's run.
  "Components/ContextInspector/Dark": ["user"],
  "Components/ContextInspector/ManyMessages": ["user"],
  "Components/ContextInspector/SummaryUsed": ["user"],
};

function leftInEnglish(story: string, texts: readonly string[]): string[] {
  const allowed = new Set(DATA_TEXTS[story] ?? []);
  const left = new Set<string>();
  for (const { key, text, pattern } of english)
    for (const shown of texts)
      if (!allowed.has(shown) && pattern.test(shown))
        left.add(`${key}: "${text}" as "${shown.slice(0, 80)}"`);
  return [...left];
}

afterEach(() => cleanup());

let checked = 0;
let translated = 0;

for (const [path, module] of Object.entries(modules)) {
  const title = path.replace(/^.*\/stories\//, "").replace(/\.stories\.tsx$/, "");
  describe(title, () => {
    for (const [name, Story] of Object.entries(
      composeStories(module) as Record<string, ComposedStory>,
    )) {
      it(`${name} shows no default English label under the pseudo-locale`, async () => {
        await Story.load();
        const { container } = render(
          <LabelsProvider labels={pseudo}>
            <Story />
          </LabelsProvider>,
        );
        // Two frames: lazily drawn parts (highlighted code, measured turns) show by then.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const texts = shownTexts(container);
        expect(leftInEnglish(`${title}/${name}`, texts)).toEqual([]);
        checked += 1;
        if (texts.some((text) => text.includes(PSEUDO_OPEN))) translated += 1;
      });
    }
  });
}

describe("the pseudo-locale", () => {
  it("reached the stories: most show a translated label", () => {
    // A story of plain content (markdown, code) may show no label at all; most show several.
    expect(checked).toBeGreaterThan(100);
    expect(translated / checked).toBeGreaterThan(0.8);
  });
});
