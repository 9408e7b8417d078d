import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { Markdown } from "./Markdown.js";

describe("Markdown", () => {
  it("renders GitHub-flavoured markdown on the server", () => {
    const html = renderToString(
      <Markdown
        text={[
          "## Plan",
          "",
          "| step | done |",
          "| --- | --- |",
          "| read | yes |",
          "",
          "- [x] parse",
          "- [ ] render",
          "",
          "~~old~~ and `inline` code",
        ].join("\n")}
      />,
    );
    expect(html).toContain('class="tl-markdown"');
    expect(html).toContain('data-status="complete"');
    expect(html).toContain('<h2 dir="auto">Plan</h2>');
    expect(html).toContain('<td dir="auto">read</td>');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<code class="tl-markdown__inline-code" dir="ltr">inline</code>');
  });

  it("drops raw HTML", () => {
    const html = renderToString(
      <Markdown text={'Hi <b onclick="x()">there</b><script>x()</script>'} />,
    );
    expect(html).not.toContain("<b");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(html).toContain("Hi");
  });

  it("opens safe links in a new tab without opener or referrer", () => {
    const html = renderToString(
      <Markdown text="[docs](https://example.com/docs) www.example.org" />,
    );
    expect(html).toContain('href="https://example.com/docs"');
    expect(html).toContain('href="http://www.example.org/"');
    expect(html.match(/target="_blank"/g)).toHaveLength(2);
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
  });

  it("renders unsafe links as their text without an address", () => {
    const html = renderToString(<Markdown text="[click](javascript:alert(1)) <vbscript:x>" />);
    expect(html).not.toContain("href");
    expect(html).toContain(
      'data-state="blocked" title="Link not allowed: shown as text">click</span>',
    );
  });

  it("shows a placeholder with the alt text and address instead of loading an image", () => {
    const html = renderToString(<Markdown text="![chart](https://evil.example/c.png?q=secret)" />);
    expect(html).not.toContain("<img");
    expect(html).toContain("Image not loaded: chart");
    expect(html).toContain("https://evil.example/c.png?q=secret");
  });

  it("loads images that allowImage or imageAllowList allow", () => {
    const text = "![a](https://a.example/1.png) ![b](https://b.example/2.png)";
    const byFunction = renderToString(
      <Markdown text={text} allowImage={(url) => url.startsWith("https://a.example/")} />,
    );
    expect(byFunction).toContain('src="https://a.example/1.png"');
    expect(byFunction).not.toContain('src="https://b.example/2.png"');
    const byList = renderToString(<Markdown text={text} imageAllowList={["https://b.example"]} />);
    expect(byList).toContain('src="https://b.example/2.png"');
    expect(byList).toContain('referrerPolicy="no-referrer"');
    expect(byList).toContain("Image not loaded: a");
  });

  it("renders fenced code through CodeBlock, plain on the server", () => {
    const html = renderToString(
      <Markdown text={'```json\n{ "ok": true }\n```\n\n```\nplain\n```'} />,
    );
    expect(html).toContain('data-language="json"');
    expect(html).toContain('<span class="tl-code-block__language">json</span>');
    expect(html).toContain("{ &quot;ok&quot;: true }</code>");
    expect(html.match(/class="tl-code-block tl-markdown__code-block"/g)).toHaveLength(2);
    expect(html).toContain(">plain</code>");
  });

  it("renders an open fence of streaming text as a code block", () => {
    const html = renderToString(<Markdown streaming text={"Look:\n\n```ts\nconst a ="} />);
    expect(html).toContain('data-status="streaming"');
    expect(html).toContain('<p dir="auto">Look:</p>');
    expect(html).toContain('data-language="ts"');
    expect(html).toContain(">const a =</code>");
  });

  it("gives very long words break opportunities outside code blocks", () => {
    const word = "W".repeat(400);
    const html = renderToString(
      <Markdown
        text={`${word} \`${word}\`\n\n\`\`\`\n${word}\n\`\`\`\n\n[${word}](https://example.com)`}
      />,
    );
    const [prose, fence, link] = html.split(/<pre|<\/pre>/);
    expect(prose?.match(/<wbr\/>/g)).toHaveLength(2 * 49);
    expect(fence).not.toContain("<wbr");
    expect(fence).toContain(word);
    expect(link).toMatch(/<a [^>]*href="https:\/\/example.com\/"[^>]*>(W{8}<wbr\/>){49}W{8}<\/a>/);
    expect(html.replaceAll("<wbr/>", "")).toContain(
      `${word} <code class="tl-markdown__inline-code" dir="ltr">${word}</code>`,
    );
  });

  it("appends extra class names", () => {
    expect(renderToString(<Markdown text="x" className="mine" />)).toContain(
      'class="tl-markdown mine"',
    );
  });
});

describe("Markdown length limit", () => {
  it("renders only the first maxLength characters and offers the rest", () => {
    const html = renderToString(
      <Markdown text={`${"a".repeat(30)} ${"b".repeat(30)}`} maxLength={31} />,
    );
    expect(html).toContain("a".repeat(30));
    expect(html).not.toContain("bbb");
    expect(html).toMatch(/Show all \((<!-- -->)?61(<!-- -->)? characters\)/);
  });
});

describe("Markdown length limit while streaming", () => {
  it("never cuts text that is still streaming", () => {
    const html = renderToString(
      <Markdown text={`${"a".repeat(30)} ${"b".repeat(30)}`} maxLength={31} streaming />,
    );
    expect(html).toContain("b".repeat(30));
    expect(html).not.toContain("Show all");
  });
});

describe("Markdown labels", () => {
  const german = {
    markdownShowAll: (_count: number, formatted: string) => `Alles zeigen (${formatted} Zeichen)`,
    markdownImageBlocked: (description: string) => `Bild nicht geladen: ${description}`,
    markdownLinkBlocked: "Link nicht erlaubt",
    markdownTask: "Aufgabe",
    copyCode: "Code kopieren",
  };

  it("gives its labels to the placeholders, links, checkboxes and code blocks inside", () => {
    const text = [
      "![Umsatz](https://evil.example/a.png) [klick](javascript:x)",
      "",
      "- [ ] eins",
      "",
      "```ts\nconst a = 1;\n```",
    ].join("\n");
    const html = renderToString(<Markdown text={text} labels={german} />);
    expect(html).toContain("Bild nicht geladen: Umsatz");
    expect(html).toContain('title="Link nicht erlaubt"');
    expect(html).toContain('aria-label="Aufgabe"');
    expect(html).toContain('aria-label="Code kopieren"');
  });

  it("counts the characters of Show all in the locale", () => {
    const html = renderToString(
      <LabelsProvider locale="de-DE">
        <Markdown text={"a".repeat(12_345)} maxLength={10} labels={german} />
      </LabelsProvider>,
    );
    expect(html).toMatch(/Alles zeigen \((<!-- -->)?12\.345(<!-- -->)? Zeichen\)/);
  });
});
