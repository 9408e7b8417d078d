import { hostileLinks } from "./hostileLinks.js";
import { hostileMarkdown } from "./hostileMarkdown.js";
import { hostileMarkup } from "./hostileMarkup.js";
import { hostileJson, hostileUnicode } from "./hostileText.js";

/**
 * One hostile payload: a name to report it by, and the text a model or server could send.
 * @example
 * const vector: HostileVector = { name: "script tag", value: "<script>alert(1)</script>" };
 */
export interface HostileVector {
  readonly name: string;
  /** The payload as text; never empty, so it fits any string slot of an event. */
  readonly value: string;
  /** The payload as a JSON value, for tool input and output and relay parameters. */
  readonly parsed?: unknown;
}

/**
 * The hostile-content corpus: markup, script and style injection, links in every scheme,
 * encoding and case, image exfiltration, Unicode tricks, a 200 000-character line, deep
 * and out-of-range JSON, prototype keys. Rendered anywhere, none may run, navigate or load.
 * @example
 * for (const { name, value } of hostileContent)
 *   it(`renders ${name} as text`, () => render(<Markdown content={value} />));
 */
export const hostileContent: readonly HostileVector[] = [
  ...hostileMarkup,
  ...hostileLinks,
  ...hostileUnicode,
  ...hostileJson,
  // Last, so that adding them left the earlier vectors where stories and fixtures had them.
  ...hostileMarkdown,
];

/**
 * About `megabytes` MB of JSON (an array of records), built on each call so that importing
 * the corpus stays cheap.
 * @example
 * const huge = hugeJson();
 * hostileSession({ vectors: [{ name: "10 MB of JSON", value: huge, parsed: JSON.parse(huge) }] });
 */
export function hugeJson(megabytes = 10): string {
  const target = megabytes * 1024 * 1024;
  const rows: string[] = [];
  let length = 2;
  for (let index = 0; length < target; index++) {
    const row = JSON.stringify({
      index,
      path: `src/module-${index % 997}/file-${index}.ts`,
      message: "a line of log output that repeats with a different number each time",
      ok: index % 7 !== 0,
    });
    rows.push(row);
    length += row.length + 1;
  }
  return `[${rows.join(",")}]`;
}
