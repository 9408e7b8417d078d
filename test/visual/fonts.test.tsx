import { composeStories, type composeStory } from "@storybook/react-vite";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cdp } from "vitest/browser";

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** A node of `DOM.getDocument` with `pierce`: frames, shadow roots and pseudo-elements included. */
interface DomNode {
  readonly nodeId: number;
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string;
  readonly pseudoType?: string;
  readonly attributes?: readonly string[];
  readonly children?: readonly DomNode[];
  readonly shadowRoots?: readonly DomNode[];
  readonly pseudoElements?: readonly DomNode[];
  readonly contentDocument?: DomNode;
}

interface PlatformFont {
  readonly familyName: string;
  readonly isCustomFont: boolean;
  readonly glyphCount: number;
}

const modules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });

/** The fonts the stories use (@fontsource); a weight's file names itself "Inter SemiBold". */
const PRIMARY = ["Inter", "JetBrains Mono"];
/**
 * The faces .storybook/fallback-fonts.css adds to them for the characters they lack, and the
 * CJK face the catalogue stories (stories/Catalogue) load for their Chinese.
 */
const FALLBACK = ["DejaVu Sans", "DejaVu Sans Mono", "Noto Sans SC"];
const MARK = "data-font-check";
const TEXT_NODE = 3;

async function fontsLoaded(root: Element) {
  await Promise.all([
    document.fonts.load('400 14px "Inter"'),
    document.fonts.load('600 14px "Inter"'),
    document.fonts.load('400 14px "JetBrains Mono"'),
  ]);
  // Layout asks for the other unicode-range subsets a story needs; wait for those too.
  root.getBoundingClientRect();
  await document.fonts.ready;
}

function isOneOf(families: readonly string[], { familyName, isCustomFont }: PlatformFont) {
  return (
    isCustomFont &&
    families.some((family) => familyName === family || familyName.startsWith(`${family} `))
  );
}

const isBundled = (font: PlatformFont) => isOneOf([...PRIMARY, ...FALLBACK], font);

function childrenOf(node: DomNode): DomNode[] {
  return [
    ...(node.contentDocument ? [node.contentDocument] : []),
    ...(node.shadowRoots ?? []),
    ...(node.pseudoElements ?? []),
    ...(node.children ?? []),
  ];
}

/** The marked element and the document (of the tester frame) that holds it. */
function findMarked(root: DomNode): { node: DomNode; document: DomNode } | undefined {
  const pending: { node: DomNode; document: DomNode }[] = [{ node: root, document: root }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { node } = item;
    const document = node.nodeName === "#document" ? node : item.document;
    if (node.attributes?.includes(MARK)) return { node, document };
    for (const child of childrenOf(node)) pending.push({ node: child, document });
  }
  return undefined;
}

async function markedInCdp() {
  const { root } = (await cdp().send("DOM.getDocument", { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const marked = findMarked(root);
  if (!marked) throw new Error("The marked element is not in the DOM tree CDP gives.");
  return marked;
}

/** An element that renders text of its own (text children, or a pseudo-element's content). */
interface TextHolder {
  readonly node: DomNode;
  readonly label: string;
}

function labelOf(node: DomNode, parent: string): string {
  if (node.pseudoType !== undefined) return `${parent}::${node.pseudoType}`;
  const attributes = node.attributes ?? [];
  const classIndex = attributes.indexOf("class");
  const className = classIndex === -1 ? "" : `.${attributes[classIndex + 1]?.split(" ")[0]}`;
  return `${node.nodeName.toLowerCase()}${className}`;
}

function ownText(node: DomNode): string {
  return (node.children ?? [])
    .filter((child) => child.nodeType === TEXT_NODE)
    .map((child) => child.nodeValue)
    .join("");
}

function textHolders(document: DomNode): TextHolder[] {
  const holders: TextHolder[] = [];
  const pending = [{ node: document, label: "" }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { node } = item;
    const label = labelOf(node, item.label);
    if (ownText(node).trim() !== "" || node.pseudoType !== undefined) holders.push({ node, label });
    for (const child of childrenOf(node)) pending.push({ node: child, label });
  }
  return holders;
}

/** The code point ranges of the @fontsource faces of Inter and JetBrains Mono (`unicode-range`). */
function primaryRanges(): [number, number][] {
  const ranges: [number, number][] = [];
  for (const face of document.fonts) {
    const fallback = face.unicodeRange === "U+0-10FFFF";
    if (fallback || !PRIMARY.includes(face.family.replaceAll('"', ""))) continue;
    for (const range of face.unicodeRange.split(",")) {
      const [start = "0", end = start] = range.trim().replace(/^U\+/i, "").split("-");
      ranges.push([Number.parseInt(start, 16), Number.parseInt(end, 16)]);
    }
  }
  return ranges;
}

/** The characters of `text` that Inter and JetBrains Mono lack, as `▸ U+25B8`. */
function uncovered(text: string, ranges: readonly [number, number][]): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (/\s/.test(character) || ranges.some(([start, end]) => code >= start && code <= end))
      continue;
    missing.add(`${character} U+${code.toString(16).toUpperCase().padStart(4, "0")}`);
  }
  return [...missing];
}

function describeHolder({ node, label }: TextHolder, ranges: readonly [number, number][]) {
  const text = ownText(node).trim();
  const missing = uncovered(text, ranges);
  const detail = missing.length > 0 ? `, not in Inter or JetBrains Mono: ${missing.join(" ")}` : "";
  return `${label} "${text.slice(0, 30)}"${detail}`;
}

/** The fonts CDP reports for each holder, or undefined when the page changed under the scan. */
async function platformFonts(holders: readonly TextHolder[]) {
  const session = cdp();
  try {
    return await Promise.all(
      holders.map(async ({ node }) => {
        const { fonts } = (await session.send("CSS.getPlatformFontsForNode", {
          nodeId: node.nodeId,
        })) as { fonts: readonly PlatformFont[] };
        return fonts;
      }),
    );
  } catch (cause) {
    // The browser gets the CDP error as a plain object with a message.
    const { message } = cause as { message?: unknown };
    if (String(message).includes("Could not find node")) return undefined;
    throw cause;
  }
}

/** Every text the page renders in a font other than a bundled one: which element, which font. */
async function systemFonts(): Promise<string[]> {
  // A story that still renders (a live tail, a virtualised list) replaces nodes during a scan:
  // scan again until one sees a page that held still.
  for (let attempt = 0; attempt < 20; attempt++) {
    const holders = textHolders((await markedInCdp()).document);
    const fonts = await platformFonts(holders);
    if (fonts === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const ranges = primaryRanges();
    return fonts.flatMap((used, index) =>
      used
        .filter((font) => !isBundled(font))
        .map((font) => {
          const where = describeHolder(holders[index] as TextHolder, ranges);
          return `${where}: ${font.glyphCount} glyphs in ${font.familyName}`;
        }),
    );
  }
  throw new Error("The story's DOM kept changing; its fonts could not be checked.");
}

beforeAll(async () => {
  await cdp().send("DOM.enable");
  await cdp().send("CSS.enable");
});

afterEach(() => {
  cleanup();
});

describe("fallback-fonts.css", () => {
  it("draws in DejaVu only the characters that Inter and JetBrains Mono lack", async () => {
    const { container } = render(
      <p>
        <span style={{ fontFamily: "var(--tl-font-sans)", fontWeight: 600 }}>Ab ▸</span>
        <code>Ab ✓</code>
      </p>,
    );
    container.setAttribute(MARK, "");
    await fontsLoaded(container);
    const { node } = await markedInCdp();
    const [paragraph] = node.children ?? [];
    const [sans, mono] = paragraph?.children ?? [];
    if (!sans || !mono)
      throw new Error("The paragraph's children are not in the DOM tree CDP gives.");
    const fontsOf = async (element: DomNode) => {
      const { fonts } = (await cdp().send("CSS.getPlatformFontsForNode", {
        nodeId: element.nodeId,
      })) as { fonts: PlatformFont[] };
      return fonts
        .map(({ familyName, isCustomFont, glyphCount }) => ({
          familyName,
          isCustomFont,
          glyphCount,
        }))
        .sort((first, second) => second.glyphCount - first.glyphCount);
    };
    expect(await fontsOf(sans)).toEqual([
      { familyName: "Inter SemiBold", isCustomFont: true, glyphCount: 3 },
      { familyName: "DejaVu Sans", isCustomFont: true, glyphCount: 1 },
    ]);
    expect(await fontsOf(mono)).toEqual([
      { familyName: "JetBrains Mono", isCustomFont: true, glyphCount: 3 },
      { familyName: "DejaVu Sans Mono", isCustomFont: true, glyphCount: 1 },
    ]);
  });
});

for (const [path, module] of Object.entries(modules)) {
  const title = path.replace(/^.*\/stories\//, "").replace(/\.stories\.tsx$/, "");
  describe(title, () => {
    for (const [name, Story] of Object.entries(
      composeStories(module) as Record<string, ComposedStory>,
    )) {
      it(`draws the ${name} story in the bundled fonts only`, async () => {
        await Story.load();
        const { container } = render(<Story />);
        container.setAttribute(MARK, "");
        await fontsLoaded(container);
        const offenders = await systemFonts();
        expect(offenders, offenders.join("\n")).toEqual([]);
      });
    }
  });
}
