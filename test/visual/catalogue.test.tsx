import "@fontsource/noto-sans-sc/400.css";
import { cleanup, render } from "@testing-library/react";
import type { CSSProperties } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cdp, page } from "vitest/browser";
import { deterministicReady, stateCatalogue } from "../../src/testing/index.js";
import { CatalogueChat } from "../../src/testing/react/index.js";

const frame = {
  width: 800,
  height: 560,
  display: "flex",
  flexDirection: "column",
  "--tl-font-sans": '"Inter", "Noto Sans SC", sans-serif',
} as CSSProperties;

async function ready(container: HTMLElement): Promise<Element> {
  await expect
    .poll(() => container.querySelector(deterministicReady), { timeout: 20_000 })
    .not.toBeNull();
  return container.firstElementChild as Element;
}

async function picture(entry: ReturnType<typeof stateCatalogue>[number]): Promise<string> {
  const { container } = render(
    <div style={frame}>
      <CatalogueChat entry={entry} />
    </div>,
  );
  const element = await ready(container);
  const base64 = await page.screenshot({ element, save: false });
  cleanup();
  return base64;
}

// Back to what vitest.config.ts's Playwright context emulates for every test after this file
// (an empty list would clear it too, and the next files' spinners would move).
afterEach(async () => {
  cleanup();
  await cdp().send("Emulation.setEmulatedMedia", {
    features: [
      { name: "prefers-reduced-motion", value: "reduce" },
      { name: "prefers-color-scheme", value: "light" },
    ],
  });
});

describe("Deterministic", () => {
  it("draws nothing until the code grammars have loaded, then the final picture", async () => {
    const [entry] = stateCatalogue({ names: ["reasoning-done"] });
    if (!entry) throw new Error("no reasoning-done entry");
    const { container } = render(<CatalogueChat entry={entry} />);
    const wrapper = container.querySelector(".tl-deterministic");
    expect(wrapper?.getAttribute("data-status")).toBe("loading");
    expect(container.querySelector(".tl-chat")).toBeNull();
    await ready(container);
    expect(container.querySelector(".tl-code-block")?.getAttribute("data-state")).toBe(
      "highlighted",
    );
  });

  it("stops animations and hides the caret even when the page allows motion", async () => {
    await cdp().send("Emulation.setEmulatedMedia", {
      features: [{ name: "prefers-reduced-motion", value: "no-preference" }],
    });
    const [entry] = stateCatalogue({ names: ["tool-running"] });
    if (!entry) throw new Error("no tool-running entry");
    const { container } = render(
      <>
        <CatalogueChat entry={entry} />
        <textarea aria-label="outside" />
        <span className="tl-tool-state-badge" data-status="running">
          <svg className="tl-tool-state-badge__icon" aria-hidden="true" />
        </span>
      </>,
    );
    await ready(container);
    const inside = container.querySelector(
      '.tl-deterministic .tl-tool-state-badge[data-status="running"] .tl-tool-state-badge__icon',
    );
    if (!inside) throw new Error("no running badge in the chat");
    const outside = container.querySelector(":scope > .tl-tool-state-badge svg") as Element;
    expect(getComputedStyle(outside).animationName).toBe("tl-tool-spin");
    expect(getComputedStyle(inside).animationName).toBe("none");
    const field = container.querySelector(".tl-deterministic textarea") as Element;
    expect(getComputedStyle(field).caretColor).toBe("rgba(0, 0, 0, 0)");
  });
});

describe("CatalogueChat", () => {
  for (const entry of stateCatalogue())
    it(`draws ${entry.name} to the same bytes twice`, async () => {
      const first = await picture(entry);
      const second = await picture(entry);
      expect(first.length).toBeGreaterThan(1_000);
      expect(second === first, "the two PNGs differ").toBe(true);
    });
});
