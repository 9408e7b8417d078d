import { memo, useMemo, useState } from "react";
import ReactMarkdown, { type Components, type Options } from "react-markdown";
import remarkGfm from "remark-gfm";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { markdownBlocks } from "./markdownBlocks.js";
import { markdownElements } from "./markdownElements.js";
import { markdownSafety } from "./markdownSafety.js";
import { rehypeLongWords } from "./rehypeLongWords.js";
import { rehypeTextDirection } from "./rehypeTextDirection.js";

/** Element overrides for {@link Markdown}: a component per tag name, as in react-markdown. */
export type MarkdownComponents = Components;

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The markdown, usually model output. */
  text: string;
  /**
   * The text is still arriving: finished blocks are rendered once and kept, and only the
   * open tail is parsed again on each change.
   * @default false
   */
  streaming?: boolean | undefined;
  /**
   * Decides whether an image may load from `url`; images load only when this or
   * `imageAllowList` allows them, and only over http(s) or from relative addresses.
   * Pass a stable function (module-level or memoised).
   * @default undefined (no image loads)
   */
  allowImage?: ((url: string) => boolean) | undefined;
  /**
   * Origins (`https://images.example.com`) or URL prefixes
   * (`https://cdn.example.com/avatars/`) whose images may load.
   * @default [] (no image loads)
   */
  imageAllowList?: readonly string[] | undefined;
  /**
   * react-markdown element overrides, merged over the built-in ones (`pre` renders
   * `CodeBlock`, `a` drops unsafe links, `img` shows a placeholder for blocked images).
   * Pass a stable object: a new one re-renders every block.
   * @default {}
   */
  components?: MarkdownComponents | undefined;
  /**
   * Characters of a complete text rendered before a "Show all" button: laying out a
   * 200 000-character line would freeze the page, so only this much is parsed and shown
   * until asked. Text that streamed in while mounted is never cut.
   * @default 20000
   */
  maxLength?: number | undefined;
  /** Extra class names for the root element, after `tl-markdown`. */
  className?: string | undefined;
  /**
   * Labels over the nearest `LabelsProvider`'s (or `defaultLabels`), for this text and the
   * code blocks, image placeholders and links in it. Pass a stable object.
   */
  labels?: Partial<ThreadlineLabels> | undefined;
}

const DEFAULT_MAX_LENGTH = 20_000;

type BlockOptions = Readonly<Omit<Options, "children">>;

const remarkPlugins = [remarkGfm];

const MarkdownBlock = memo(function MarkdownBlock({
  text,
  options,
}: {
  text: string;
  options: BlockOptions;
}) {
  return <ReactMarkdown {...options}>{text}</ReactMarkdown>;
});

function useBlockOptions(
  allowImage: MarkdownProps["allowImage"],
  imageAllowList: MarkdownProps["imageAllowList"],
  components: MarkdownProps["components"],
): BlockOptions {
  const allowListKey = imageAllowList?.join("\n") ?? "";
  return useMemo(() => {
    const imageAllowList = allowListKey === "" ? [] : allowListKey.split("\n");
    const { urlTransform, rehypePlugins } = markdownSafety({ allowImage, imageAllowList });
    return {
      remarkPlugins,
      rehypePlugins: [...rehypePlugins, rehypeLongWords, rehypeTextDirection],
      urlTransform,
      skipHtml: true,
      components: { ...markdownElements, ...components },
    };
  }, [allowImage, allowListKey, components]);
}

/**
 * Renders model output as GitHub-flavoured markdown (tables, task lists, strikethrough,
 * autolinks), safe by default: raw HTML is dropped, links go only to http(s) and mailto
 * (others become plain text) and open in a new tab without opener or referrer, and images
 * stay unloaded — a placeholder shows their description and address — unless
 * `allowImage` or `imageAllowList` allows them. Fenced code renders through `CodeBlock`.
 *
 * Each paragraph, heading, list item, quote and table takes its direction from its own text
 * (`dir="auto"`), so Hebrew or Arabic reads right to left beside English; code stays left to
 * right (`dir="ltr"`). The layout around the text follows the page's `dir`.
 *
 * While `streaming`, the text is cut at blank lines outside fenced code; each finished
 * block is memoised, so a new token re-parses only the open tail.
 *
 * @example
 * ```tsx
 * <Markdown text={node.content.text} streaming={node.status === "streaming"} />
 * ```
 */
export function Markdown({
  text,
  streaming = false,
  allowImage,
  imageAllowList,
  components,
  maxLength = DEFAULT_MAX_LENGTH,
  className,
  labels,
}: MarkdownProps) {
  const labelText = useLabels(labels);
  const format = useFormatters();
  const options = useBlockOptions(allowImage, imageAllowList, components);
  // Text watched while it streamed stays whole; long text that arrives complete starts cut.
  const [showAll, setShowAll] = useState(streaming);
  const cut = !showAll && !streaming && text.length > maxLength;
  const shown = cut ? text.slice(0, maxLength) : text;
  const { finished, tail } = streaming ? markdownBlocks(shown) : { finished: [], tail: shown };
  const rendered = (
    <div
      className={className ? `tl-markdown ${className}` : "tl-markdown"}
      data-status={streaming ? "streaming" : "complete"}
    >
      {finished.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: finished blocks never move or change
        <MarkdownBlock key={index} text={block} options={options} />
      ))}
      <MarkdownBlock key="tail" text={tail} options={options} />
      {cut && (
        <button type="button" className="tl-markdown__show-all" onClick={() => setShowAll(true)}>
          {labelText.markdownShowAll(text.length, format.count(text.length))}
        </button>
      )}
    </div>
  );
  // The element renderers read their labels from context; a provider hands them this prop.
  return labels ? <LabelsProvider labels={labels}>{rendered}</LabelsProvider> : rendered;
}
