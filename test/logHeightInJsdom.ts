import { afterAll, beforeAll } from "vitest";

/**
 * jsdom lays nothing out, so a thread's virtualiser would draw no turn at all: this gives
 * every `role="log"` element a height of `height` pixels (and every other element 0) for the
 * tests of the calling file. Call it at the top level of a test file.
 * @example
 * logHeightInJsdom();
 */
export function logHeightInJsdom(height = 800): void {
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, "clientHeight");
  beforeAll(() => {
    Object.defineProperty(Element.prototype, "clientHeight", {
      configurable: true,
      get(this: Element) {
        return this.getAttribute("role") === "log" ? height : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(Element.prototype, "clientHeight", clientHeight);
  });
}
