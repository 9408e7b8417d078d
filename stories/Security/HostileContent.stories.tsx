import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { createGraph, groupTurns, projectThread, reduceEvents } from "threadline";
import { Thread } from "threadline/components";
import { hostileContent, hostileSession } from "threadline/testing";

const CHUNK = 10;

function threadOf(part: number) {
  const vectors = hostileContent.slice(part * CHUNK, (part + 1) * CHUNK);
  return projectThread(reduceEvents(createGraph(), hostileSession({ vectors }).events()));
}
const SAFE_SCHEMES = /^(https?:|mailto:)/i;

/** Calls that a successful injection would make; the story fails if any happens. */
const tripwires: string[] = [];
for (const name of ["alert", "confirm", "prompt", "open"] as const) {
  window[name] = ((...args: unknown[]) => {
    tripwires.push(`${name}(${args.map(String).join(", ")})`);
    return null;
  }) as never;
}

function unsafeIn(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (
      [
        "script",
        "iframe",
        "object",
        "embed",
        "frame",
        "base",
        "meta",
        "link",
        "style",
        "form",
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith("on")) found.push(`${tag}[${attribute.name}]`);
      if (attribute.name === "srcdoc" || attribute.name === "formaction")
        found.push(`${tag}[${attribute.name}]`);
    }
    const href = element.getAttribute("href");
    if (href !== null && !SAFE_SCHEMES.test(href)) found.push(`${tag}[href=${href.slice(0, 40)}]`);
    if (tag === "img" && element.getAttribute("src"))
      found.push(`img[src=${element.getAttribute("src")?.slice(0, 40)}]`);
  }
  return found;
}

function requestsLeavingThePage(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin !== location.origin);
}

const meta = {
  title: "Security/HostileContent",
  component: Thread,
  args: { nodes: threadOf(0) },
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: "flex", flexDirection: "column" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Thread>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every vector of the hostile corpus in every slot (user text, reasoning, answer, tool name,
 * input, output, progress, relay parameters, error messages, agent ids). The play function
 * scrolls through the whole thread, opening every branch, and checks that nothing ran,
 * nothing loaded from elsewhere and the thread is still mounted.
 */
const everySlot = (part: number): Story => ({
  args: { nodes: threadOf(part) },
  play: async ({ canvasElement }) => {
    expect(hostileContent.length).toBeGreaterThanOrEqual(40);
    // The stories below must reach the end of the corpus: add one when it grows past them.
    expect(hostileContent.length).toBeLessThanOrEqual(13 * CHUNK);
    const canvas = within(canvasElement);
    const log = canvas.getByRole("log");
    const href = location.href;
    const turns = groupTurns(threadOf(part)).length;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Turn by turn, not screen by screen: a 200 000-character line makes a turn thousands of
    // screens tall, and the virtualiser renders each turn whole once its top is in view.
    log.scrollTop = 0;
    // The sweep below only scrolls forward: start once the top turn is drawn, however
    // long a loaded machine takes to draw it.
    await waitFor(() => expect(log.querySelector('[data-index="0"]')).not.toBeNull(), {
      timeout: 20_000,
    });
    // Turns sit in flow inside the positioned list, so offsetTop is a turn's place in it.
    const offsetOf = (element: HTMLElement) => element.offsetTop;
    for (let index = 0; index < turns; index++) {
      let item = log.querySelector<HTMLElement>(`[data-index="${index}"]`);
      for (let tries = 0; !item && tries < 200; tries++) {
        // Past the end of the last turn rendered, so the next one comes into view.
        const rendered = [...log.querySelectorAll<HTMLElement>("[data-index]")];
        const last = rendered[rendered.length - 1];
        const end = last ? offsetOf(last) + last.offsetHeight : 0;
        log.scrollTop = Math.max(log.scrollTop + log.clientHeight, end - log.clientHeight / 2);
        await frame();
        item = log.querySelector<HTMLElement>(`[data-index="${index}"]`);
      }
      expect(item, `turn ${index} of ${turns} never rendered`).not.toBeNull();
      log.scrollTop = item ? offsetOf(item) : 0;
      await frame();
      for (const toggle of log.querySelectorAll<HTMLElement>('button[aria-expanded="false"]'))
        toggle.click();
      await frame();
      expect(unsafeIn(canvasElement)).toEqual([]);
    }
    await waitFor(() => expect(tripwires).toEqual([]));
    expect(requestsLeavingThePage()).toEqual([]);
    expect(location.href).toBe(href);
    expect(canvas.getAllByRole("article").length).toBeGreaterThan(0);
  },
});

export const Vectors1To10 = everySlot(0);
export const Vectors11To20 = everySlot(1);
export const Vectors21To30 = everySlot(2);
export const Vectors31To40 = everySlot(3);
export const Vectors41To50 = everySlot(4);
export const Vectors51To60 = everySlot(5);
export const Vectors61To70 = everySlot(6);
export const Vectors71To80 = everySlot(7);
export const Vectors81To90 = everySlot(8);
export const Vectors91To100 = everySlot(9);
export const Vectors101To110 = everySlot(10);
export const Vectors111To120 = everySlot(11);
export const Vectors121To130 = everySlot(12);
