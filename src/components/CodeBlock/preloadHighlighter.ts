import type { HighlighterCore, ThemedToken } from "shiki/core";

const themes = { light: "github-light-default", dark: "github-dark-default" } as const;
const plainLanguages = new Set(["", "text", "txt", "plain", "plaintext"]);
const listeners = new Set<() => void>();
const languages = new Map<string, Promise<boolean>>();
const loaded = new Set<string>();
let core: Promise<HighlighterCore> | undefined;
let highlighter: HighlighterCore | undefined;

/** Code longer than this many characters renders plain: tokenising it would block the page. */
export const highlightLimit = 100_000;

function loadCore(): Promise<HighlighterCore> {
  core ??= Promise.all([
    import("shiki/core"),
    import("shiki/engine/javascript"),
    import("shiki/themes/github-light-default.mjs"),
    import("shiki/themes/github-dark-default.mjs"),
  ]).then(async ([shiki, engine, light, dark]) => {
    highlighter = await shiki.createHighlighterCore({
      themes: [light.default, dark.default],
      langs: [],
      engine: engine.createJavaScriptRegexEngine(),
    });
    return highlighter;
  });
  return core;
}

async function loadGrammar(language: string): Promise<boolean> {
  const { bundledLanguages } = await import("shiki/langs");
  const grammar = Object.hasOwn(bundledLanguages, language)
    ? bundledLanguages[language as keyof typeof bundledLanguages]
    : undefined;
  if (!grammar) return false;
  const [instance, module] = await Promise.all([loadCore(), grammar()]);
  await instance.loadLanguage(module.default);
  return true;
}

function languageKey(language: string | undefined): string {
  return (language ?? "").trim().toLowerCase();
}

function loadLanguage(language: string): Promise<boolean> {
  const key = languageKey(language);
  if (plainLanguages.has(key)) return Promise.resolve(false);
  let pending = languages.get(key);
  if (!pending) {
    pending = loadGrammar(key).then(
      (found) => {
        if (found) loaded.add(key);
        for (const listener of listeners) listener();
        return found;
      },
      () => false,
    );
    languages.set(key, pending);
  }
  return pending;
}

/**
 * Loads the syntax highlighter with the grammars of `languages`, so code blocks in those
 * languages render highlighted from their first paint (stories, screenshots, apps that
 * know what is coming). Loading is lazy and cached: shiki's core, its JavaScript regex
 * engine, one light and one dark theme and each named grammar, once. Unknown languages
 * are ignored and render plain.
 * @example
 * ```ts
 * await preloadHighlighter(["ts", "json", "bash"]);
 * ```
 */
export async function preloadHighlighter(languages: readonly string[]): Promise<void> {
  await Promise.all(languages.map(loadLanguage));
}

/** Calls `listener` whenever a grammar finishes loading. @internal */
export function subscribeToHighlighter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The highlighter once the grammar of `language` has loaded, else undefined. @internal */
export function highlighterFor(language: string | undefined): HighlighterCore | undefined {
  return loaded.has(languageKey(language)) ? highlighter : undefined;
}

/** Shiki's tokens for `code`, coloured for both themes through CSS variables. @internal */
export function codeTokens(
  instance: HighlighterCore,
  code: string,
  language: string,
): ThemedToken[][] {
  return instance.codeToTokens(code, {
    lang: languageKey(language),
    themes,
    defaultColor: false,
    tokenizeMaxLineLength: 20_000,
    // Shiki stops colouring a line after a time limit, and the first use of a grammar spends
    // most of it compiling, so the same code came out coloured or plain depending on load.
    // The size caps above bound the work instead.
    tokenizeTimeLimit: 0,
  }).tokens;
}
