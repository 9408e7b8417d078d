import type { Page } from "playwright";
import type { BrowserCommand } from "vitest/node";

/** What the find page shows, read in the page. */
export interface FindPageState {
  /** Where the word is drawn (outside the find index), if it is. */
  readonly word?: {
    /** The `data-turn-index` of the turn it is in. */
    readonly turn: number;
    /** How far its middle is from the middle of the view, in pixels. */
    readonly fromMiddle: number;
    readonly inView: boolean;
  };
  /** How many times the word is in the page's text, the find index's included. */
  readonly occurrences: number;
  /** Chunks of the find index the browser revealed and nobody hid again. */
  readonly revealed: number;
  readonly chunks: number;
  readonly scrollTop: number;
  readonly fromEnd: number;
  readonly jumpToLatest: boolean;
}

export type FindPageAction =
  | { readonly kind: "open" }
  | { readonly kind: "link"; readonly text: string }
  | { readonly kind: "scroll"; readonly top: number }
  | { readonly kind: "stream"; readonly tokens: number }
  | { readonly kind: "state"; readonly word: string }
  | { readonly kind: "close" };

const PATH = "/test/visual/find/index.html";
const pages = new Map<string, Page>();

const frames = (page: Page, count: number) =>
  page.evaluate(async (count) => {
    for (let index = 0; index < count; index++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, count);

function readState(word: string): FindPageState {
  const log = document.querySelector<HTMLElement>('[role="log"]');
  if (!log) throw new Error("no log on the find page");
  const view = log.getBoundingClientRect();
  let found: FindPageState["word"];
  const walker = document.createTreeWalker(log, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(word) ?? -1;
    if (at < 0 || node.parentElement?.closest(".tl-thread__find")) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    const box = range.getBoundingClientRect();
    const middle = (box.top + box.bottom) / 2;
    const turn = node.parentElement?.closest<HTMLElement>("[data-turn-index]");
    found = {
      turn: Number(turn?.dataset.turnIndex),
      fromMiddle: middle - (view.top + view.bottom) / 2,
      inView: box.top >= view.top && box.bottom <= view.bottom,
    };
  }
  const chunks = [...log.querySelectorAll(".tl-thread__find-chunk")];
  return {
    ...(found && { word: found }),
    occurrences: (log.textContent ?? "").split(word).length - 1,
    revealed: chunks.filter((chunk) => chunk.getAttribute("hidden") !== "until-found").length,
    chunks: chunks.length,
    scrollTop: log.scrollTop,
    fromEnd: log.scrollHeight - log.scrollTop - log.clientHeight,
    jumpToLatest: [...document.querySelectorAll("button")].some((button) =>
      button.textContent?.includes("Jump to latest"),
    ),
  };
}

/**
 * Drives a page of its own, top level, with a live 2,000-turn thread: a link to text
 * (`#:~:text=`) runs the browser's own find there, which it does not in the test's iframe.
 * Find-in-page (Ctrl+F) and links to text share the way they reveal `hidden="until-found"`
 * content and scroll to the match; Playwright cannot drive the find bar.
 */
export const findPage: BrowserCommand<[FindPageAction]> = async (context, action) => {
  const key = context.sessionId;
  if (action.kind === "open") {
    await pages.get(key)?.close();
    const page = await context.context.newPage();
    pages.set(key, page);
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(new URL(PATH, context.page.url()).href);
    await page.waitForFunction(
      () => {
        const log = document.querySelector('[role="log"]');
        return (
          log !== null &&
          document.querySelector(".tl-thread__find") !== null &&
          log.scrollTop > 0 &&
          log.scrollHeight - log.scrollTop - log.clientHeight < 1
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    return undefined;
  }
  const page = pages.get(key);
  if (!page) throw new Error(`findPage ${action.kind}: open the page first`);
  switch (action.kind) {
    case "link":
      // A dash separates the prefix and suffix of a text directive: escape it.
      await page.goto(
        `${page.url().split("#")[0]}#:~:text=${encodeURIComponent(action.text).replaceAll("-", "%2D")}`,
      );
      await frames(page, 10);
      return undefined;
    case "scroll":
      await page.evaluate((top) => {
        const log = document.querySelector('[role="log"]');
        if (log) log.scrollTop = top;
      }, action.top);
      await frames(page, 10);
      return undefined;
    case "stream":
      for (let index = 0; index < action.tokens; index++) {
        await page.evaluate(() => window.appendToken?.(" more words of the answer"));
        await frames(page, 1);
      }
      await frames(page, 2);
      return undefined;
    case "state":
      return page.evaluate(readState, action.word);
    case "close":
      await page.close();
      pages.delete(key);
      return undefined;
  }
};
