import type { Element, Root } from "hast";

const textBlocks = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "blockquote",
  "table",
  "th",
  "td",
]);

const codeElements = new Set(["pre", "code"]);

// Letters approximate the bidi classes L, R and AL, the characters `dir="auto"` decides by.
const strongCharacter = /\p{L}/u;

/**
 * Marks the blocks under `parent` and says whether `parent`'s own text, outside descendants
 * with a `dir`, holds a letter. While `leading`, `parent` is a `dir="auto"` block that has not
 * met a letter yet: the browser decides its direction from its first letter and skips every
 * descendant with a `dir`, so its leading blocks take none and follow it.
 */
function markBlocks(parent: Root | Element, leading: boolean): boolean {
  let found = false;
  for (const child of parent.children) {
    if (child.type === "text") {
      found ||= strongCharacter.test(child.value);
    } else if (child.type === "element") {
      const stillLeading: boolean = leading && !found;
      if (codeElements.has(child.tagName)) {
        child.properties.dir = "ltr";
      } else if (textBlocks.has(child.tagName) && !stillLeading) {
        child.properties.dir = "auto";
        markBlocks(child, true);
      } else {
        found = markBlocks(child, stillLeading) || found;
      }
    }
  }
  return found;
}

/**
 * A rehype plugin that lets each block of prose take its direction from its own text, as
 * GitHub does: `dir="auto"` on paragraphs, headings, list items, quotes, tables and cells, so
 * Hebrew or Arabic reads right to left beside English in one answer. Code, inline or fenced,
 * gets `dir="ltr"`: it keeps its order inside right-to-left prose, and the browser skips it when
 * it decides a block's direction. The first block inside a list item, quote or table takes no
 * `dir` of its own: it decides its container's direction, so a marker, border or column order
 * follows the text.
 * @internal
 */
export function rehypeTextDirection() {
  return (tree: Root) => {
    markBlocks(tree, false);
  };
}
