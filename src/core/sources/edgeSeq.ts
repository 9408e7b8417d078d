// `"seq": 12` as the last member of the text's outer object, or as its first.
const LAST = /"seq"\s*:\s*(\d{1,15})\s*\}\s*$/;
const FIRST = /^\s*\{\s*"seq"\s*:\s*(\d{1,15})\s*[,}]/;
const TAIL = 40;

/**
 * The `seq` of an event's JSON text read without parsing it, when `seq` is the first or the
 * last member of the outer object (as servers that number events tend to write it);
 * otherwise `undefined`. Only the text's two ends are read, so a replay of events the
 * client already has costs no `JSON.parse`. For valid JSON the answer is the `seq` that
 * parsing gives; text that is not valid JSON may be misread, so use it only to skip events
 * the graph already holds, which the reducer would drop anyway.
 * @internal
 */
export function edgeSeq(text: string): number | undefined {
  const end = LAST.exec(text.length > TAIL ? text.slice(-TAIL) : text);
  if (end) return Number(end[1]);
  const start = FIRST.exec(text.length > TAIL ? text.slice(0, TAIL) : text);
  return start ? Number(start[1]) : undefined;
}
