import {
  highlighterFor,
  preloadHighlighter,
} from "../../components/CodeBlock/preloadHighlighter.js";

/**
 * Options of `prepareRender` and `Deterministic`: what must be loaded before the first paint.
 * @example
 * await prepareRender({ languages: ["ts", "json"] });
 */
export interface PrepareRenderOptions {
  /** Languages of the code blocks to draw highlighted. @default [] */
  readonly languages?: readonly string[] | undefined;
  /**
   * Faces to load, as CSS `font` values. @default the faces of `threadline/fonts.css`:
   * Inter 400, 500 and 600, JetBrains Mono 400
   */
  readonly fonts?: readonly string[] | undefined;
}

/** The faces `threadline/fonts.css` declares, as CSS `font` values. */
const shippedFaces: readonly string[] = [
  '400 14px "Inter"',
  '500 14px "Inter"',
  '600 14px "Inter"',
  '400 14px "JetBrains Mono"',
];

function fontsOf(options: PrepareRenderOptions): readonly string[] {
  return options.fonts ?? shippedFaces;
}

/** Whether everything `options` names is loaded, so a render can draw its final picture now. @internal */
export function isPrepared(options: PrepareRenderOptions = {}): boolean {
  if (!(options.languages ?? []).every((language) => highlighterFor(language) !== undefined))
    return false;
  if (typeof document === "undefined" || !("fonts" in document)) return true;
  return fontsOf(options).every((font) => document.fonts.check(font));
}

/**
 * Loads the highlighter's grammars and the fonts before a render, so that its first paint
 * is its final picture: call it in a Storybook loader, or before `render` in a test.
 * Languages shiki does not know are drawn plain and load nothing.
 * @example
 * const meta = { loaders: [() => prepareRender({ languages: ["ts"] })] };
 */
export async function prepareRender(options: PrepareRenderOptions = {}): Promise<void> {
  const languages = options.languages ?? [];
  if (!Array.isArray(languages) || languages.some((language) => typeof language !== "string"))
    throw new TypeError('languages: expected an array of language names such as "ts"');
  const fonts = fontsOf(options);
  await Promise.all([
    preloadHighlighter(languages),
    typeof document === "undefined" || !("fonts" in document)
      ? undefined
      : Promise.all(fonts.map((font) => document.fonts.load(font))),
  ]);
}
