import type { Element, Root, RootContent } from "hast";
import type { UrlTransform } from "react-markdown";
import type { Pluggable } from "unified";

/** Which images from model output may load; none unless one of these says so. */
export interface ImagePolicy {
  readonly allowImage?: ((url: string) => boolean) | undefined;
  readonly imageAllowList?: readonly string[] | undefined;
}

const linkProtocols = new Set(["http:", "https:", "mailto:"]);
const imageProtocols = new Set(["http:", "https:"]);
const scheme = /^[a-z][a-z\d+.-]*:/i;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * The address a link may point to: absolute http(s) or mailto, normalised the way a
 * browser reads it (tabs, newlines, surrounding spaces and case removed); else undefined.
 * @internal
 */
export function safeLinkUrl(url: string): string | undefined {
  const parsed = parse(url);
  return parsed && linkProtocols.has(parsed.protocol) ? parsed.href : undefined;
}

function listed(url: string, allowList: readonly string[]): boolean {
  const parsed = parse(url);
  if (!parsed || !imageProtocols.has(parsed.protocol)) return false;
  return allowList.some((entry) => {
    const origin = parse(entry)?.origin;
    return origin === entry.replace(/\/$/, "")
      ? parsed.origin === origin
      : parsed.href.startsWith(entry);
  });
}

/**
 * The address an image may load from, or undefined when the policy does not allow it.
 * Only http(s) and relative addresses can load, whatever `allowImage` says; the allow-list
 * matches absolute http(s) addresses by origin or by prefix.
 * @internal
 */
export function allowedImageUrl(url: string, policy: ImagePolicy): string | undefined {
  const cleaned = url.replace(/[\t\n\r]/g, "").trim();
  const parsed = parse(cleaned);
  const loadable = parsed ? imageProtocols.has(parsed.protocol) : !scheme.test(cleaned);
  if (!loadable) return undefined;
  const allowed =
    policy.allowImage?.(cleaned) === true || listed(cleaned, policy.imageAllowList ?? []);
  return allowed ? cleaned : undefined;
}

function guard(node: Root | RootContent, policy: ImagePolicy): void {
  if (node.type !== "root" && node.type !== "element") return;
  if (node.type === "element") guardElement(node, policy);
  for (const child of node.children) guard(child, policy);
}

function guardElement(element: Element, policy: ImagePolicy): void {
  const properties = element.properties;
  if (element.tagName === "a") {
    properties.target = "_blank";
    properties.rel = ["noopener", "noreferrer"];
  }
  if (element.tagName === "img" && typeof properties.src === "string") {
    if (allowedImageUrl(properties.src, policy) === undefined) {
      properties.dataBlockedSrc = properties.src;
      delete properties.src;
    }
  }
}

/** What react-markdown needs to render model output safely. @internal */
export interface MarkdownSafety {
  readonly urlTransform: UrlTransform;
  readonly rehypePlugins: Pluggable[];
}

/**
 * The URL filter and tree guard behind `Markdown`: links only to http(s) and mailto,
 * opened in a new tab without referrer or opener; images only where the policy allows,
 * the others keeping their address as `data-blocked-src` for the placeholder.
 * @internal
 */
export function markdownSafety(policy: ImagePolicy): MarkdownSafety {
  const urlTransform: UrlTransform = (url, key, node) => {
    if (key === "href" && node.tagName === "a") return safeLinkUrl(url);
    if (key === "src" && node.tagName === "img") return allowedImageUrl(url, policy);
    return undefined;
  };
  const guardTree = () => (tree: Root) => guard(tree, policy);
  return { urlTransform, rehypePlugins: [guardTree] };
}
