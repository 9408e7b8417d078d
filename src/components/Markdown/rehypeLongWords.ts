import type { Element, ElementContent, Root, RootContent } from "hast";
import { longWordPieces } from "../longWordCuts.js";

function breakIn(parent: Root | Element): void {
  if (parent.type === "element" && parent.tagName === "pre") return;
  const children: (RootContent | ElementContent)[] = [];
  let changed = false;
  for (const child of parent.children) {
    if (child.type === "text") {
      const pieces = longWordPieces(child.value);
      if (pieces.length > 1) {
        changed = true;
        pieces.forEach((value, index) => {
          if (index > 0)
            children.push({ type: "element", tagName: "wbr", properties: {}, children: [] });
          children.push({ type: "text", value });
        });
        continue;
      }
    }
    if (child.type === "element") breakIn(child);
    children.push(child);
  }
  if (changed) parent.children = children as typeof parent.children;
}

/**
 * A rehype plugin that puts a `<wbr>` every few characters of very long words outside
 * code blocks (see `longWordCuts`), so a 200 000-character line wraps without freezing
 * the page. Code blocks scroll instead of wrapping and are left whole.
 * @internal
 */
export function rehypeLongWords() {
  return (tree: Root) => breakIn(tree);
}
