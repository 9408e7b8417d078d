const LABEL_LIMIT = 80;

/**
 * Characters of a tool name or agent id shown in full text (not a header or accessible
 * name) before an ellipsis. @internal
 */
export const NAME_LIMIT = 200;

/**
 * A name a model or server chose (agent id, tool name) cut to fit a header or an accessible
 * name: a 200 000-character agent id must not become a 200 000-character label.
 * @internal
 */
export function shortLabel(text: string, limit = LABEL_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
