import {
  type CSSProperties,
  Fragment,
  type ReactNode,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";
import type { ThemedToken } from "shiki/core";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
import { CodeBlockCopyButton } from "./CodeBlockCopyButton.js";
import {
  codeTokens,
  highlighterFor,
  highlightLimit,
  preloadHighlighter,
  subscribeToHighlighter,
} from "./preloadHighlighter.js";

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  /** The code, shown exactly as given. */
  code: string;
  /**
   * Language of the code (`ts`, `json`, `bash`…), shown as a label and used to pick the
   * grammar; unknown languages render plain.
   * @default undefined (plain, no label)
   */
  language?: string | undefined;
  /** Extra class names for the root element, after `tl-code-block`. */
  className?: string | undefined;
  /** Called with the code after the user presses Copy, whether the clipboard took it or not. */
  onCopy?: ((code: string) => void) | undefined;
  /** Labels over the nearest `LabelsProvider`'s (or `defaultLabels`). */
  labels?: Partial<ThreadlineLabels> | undefined;
}

const noHighlighter = () => undefined;

function useTokens(code: string, language: string | undefined): ThemedToken[][] | undefined {
  const highlighter = useSyncExternalStore(
    subscribeToHighlighter,
    () => highlighterFor(language),
    noHighlighter,
  );
  useEffect(() => {
    if (language !== undefined) void preloadHighlighter([language]);
  }, [language]);
  return useMemo(() => {
    if (!highlighter || language === undefined || code.length > highlightLimit) return undefined;
    try {
      return codeTokens(highlighter, code, language);
    } catch {
      // A grammar that chokes on odd input must not take the thread down: show it plain.
      return undefined;
    }
  }, [highlighter, code, language]);
}

function renderTokens(lines: ThemedToken[][]): ReactNode {
  return lines.map((line, lineIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
    <Fragment key={lineIndex}>
      {lineIndex > 0 && "\n"}
      <span className="tl-code-block__line">
        {line.map((token) => (
          <span
            key={token.offset}
            className="tl-code-block__token"
            style={token.htmlStyle as CSSProperties}
          >
            {token.content}
          </span>
        ))}
      </span>
    </Fragment>
  ));
}

/**
 * Shows a block of code with its language and a Copy icon button, highlighted by shiki once
 * the grammar has loaded (see {@link preloadHighlighter}).
 *
 * Until then, under server rendering, for unknown languages and for code over 100 000
 * characters it shows the same code plain in the same box, so nothing moves when the
 * colours arrive; `data-state` says which (`plain` or `highlighted`). Colours follow the
 * light or dark theme through CSS variables; long lines scroll sideways.
 *
 * @example
 * ```tsx
 * <CodeBlock code={'{ "ok": true }'} language="json" onCopy={() => track("copy")} />
 * ```
 */
export function CodeBlock({ code, language, className, onCopy, labels }: CodeBlockProps) {
  const text = useLabels(labels);
  const label = language?.trim() || undefined;
  const tokens = useTokens(code, label);
  return (
    // Code and its header read left to right in right-to-left prose, and `dir="auto"` around
    // it skips it when it decides the direction of the text.
    <div
      className={className ? `tl-code-block ${className}` : "tl-code-block"}
      dir="ltr"
      data-state={tokens ? "highlighted" : "plain"}
      data-language={label}
    >
      <div className="tl-code-block__header">
        {label && <span className="tl-code-block__language">{text.codeLanguage(label)}</span>}
        <CodeBlockCopyButton code={code} onCopy={onCopy} labels={labels} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll; the keyboard must reach them */}
      <pre className="tl-code-block__pre" tabIndex={0}>
        <code className="tl-code-block__code">{tokens ? renderTokens(tokens) : code}</code>
      </pre>
    </div>
  );
}
