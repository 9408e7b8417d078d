import type { ElementContent, Element as HastElement } from "hast";
import type { ComponentProps } from "react";
import type { Components, ExtraProps } from "react-markdown";
import { CodeBlock } from "../CodeBlock/CodeBlock.js";
import { useLabels } from "../labels/useLabels.js";

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

function codeOf(pre: HastElement | undefined): { code: string; language: string | undefined } {
  const code = pre?.children.find(
    (child): child is HastElement => child.type === "element" && child.tagName === "code",
  );
  const classes = code?.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.find((name) => String(name).startsWith("language-"))
    : undefined;
  return {
    code: code ? textOf(code).replace(/\n$/, "") : "",
    language: languageClass === undefined ? undefined : String(languageClass).slice(9),
  };
}

function MarkdownCodeBlock({ node }: ComponentProps<"pre"> & ExtraProps) {
  const { code, language } = codeOf(node);
  return <CodeBlock code={code} language={language} className="tl-markdown__code-block" />;
}

function MarkdownInlineCode({ dir, children }: ComponentProps<"code"> & ExtraProps) {
  return (
    <code className="tl-markdown__inline-code" dir={dir}>
      {children}
    </code>
  );
}

function BlockedLink({ children }: { readonly children: ComponentProps<"a">["children"] }) {
  const labels = useLabels();
  return (
    <span className="tl-markdown__link" data-state="blocked" title={labels.markdownLinkBlocked}>
      {children}
    </span>
  );
}

function MarkdownLink({ node, href, children, ...rest }: ComponentProps<"a"> & ExtraProps) {
  if (!href) return <BlockedLink>{children}</BlockedLink>;
  return (
    <a
      {...rest}
      href={href}
      className="tl-markdown__link"
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}

type ImageProps = ComponentProps<"img"> & ExtraProps & { "data-blocked-src"?: string };

function MarkdownImage({ src, alt, title, "data-blocked-src": blocked }: ImageProps) {
  const labels = useLabels();
  if (typeof src === "string" && src !== "") {
    return (
      <img
        className="tl-markdown__image"
        src={src}
        alt={alt ?? ""}
        title={title}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span className="tl-markdown__image-placeholder" data-state="blocked">
      <span className="tl-markdown__image-alt">{labels.markdownImageBlocked(alt ?? "")}</span>
      {blocked && <bdi className="tl-markdown__image-url">{blocked}</bdi>}
    </span>
  );
}

function MarkdownTaskCheckbox({ node, ...rest }: ComponentProps<"input"> & ExtraProps) {
  const labels = useLabels();
  return (
    <input {...rest} className="tl-markdown__task-checkbox" aria-label={labels.markdownTask} />
  );
}

function MarkdownTable({ node, dir, ...rest }: ComponentProps<"table"> & ExtraProps) {
  return (
    // The scroller takes the table's direction, so a right-to-left table starts at the right.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: wide tables scroll; the keyboard must reach them
    <div className="tl-markdown__table" dir={dir} tabIndex={0}>
      <table {...rest} />
    </div>
  );
}

/**
 * The renderers `Markdown` uses unless `components` overrides them: code blocks through
 * `CodeBlock`, guarded links, image placeholders, named task checkboxes, scrollable tables.
 * @internal
 */
export const markdownElements: Components = {
  pre: MarkdownCodeBlock,
  code: MarkdownInlineCode,
  a: MarkdownLink,
  img: MarkdownImage,
  input: MarkdownTaskCheckbox,
  table: MarkdownTable,
};
