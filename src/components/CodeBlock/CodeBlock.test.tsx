import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CodeBlock } from "./CodeBlock.js";
import { preloadHighlighter } from "./preloadHighlighter.js";

describe("CodeBlock", () => {
  it("renders the code plain with its language and a Copy button on the server", () => {
    const html = renderToString(<CodeBlock code={"const a = 1;\nconst b = 2;"} language="ts" />);
    expect(html).toContain('class="tl-code-block"');
    expect(html).toContain('data-state="plain"');
    expect(html).toContain('data-language="ts"');
    expect(html).toContain('<span class="tl-code-block__language">ts</span>');
    expect(html).toContain('aria-label="Copy code"');
    expect(html).toContain(">const a = 1;\nconst b = 2;</code>");
  });

  it("stays plain on the server even when the highlighter is loaded", async () => {
    await preloadHighlighter(["ts"]);
    const html = renderToString(<CodeBlock code="let x = 1;" language="ts" />);
    expect(html).toContain('data-state="plain"');
    expect(html).not.toContain("--shiki");
  });

  it("escapes the code and the language", () => {
    const html = renderToString(<CodeBlock code="<script>alert(1)</script>" language={'"><b>'} />);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("leaves out the label without a language and appends class names", () => {
    const html = renderToString(<CodeBlock code="x" className="mine" />);
    expect(html).toContain('class="tl-code-block mine"');
    expect(html).not.toContain("tl-code-block__language");
    expect(html).not.toContain("data-language");
  });

  it("takes its language label and copy button name from its labels", () => {
    const html = renderToString(
      <CodeBlock
        code="x"
        language="ts"
        labels={{ copyCode: "Code kopieren", codeLanguage: (language) => `Sprache ${language}` }}
      />,
    );
    expect(html).toContain(">Sprache ts</span>");
    expect(html).toContain('aria-label="Code kopieren"');
  });
});
