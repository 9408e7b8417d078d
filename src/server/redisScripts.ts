/**
 * The Lua scripts of the Redis event log. A conversation is one stream: event `seq` N is the
 * entry `N-0` (field `e`, its JSON without `seq`), and `finish` adds the entry `N-1` after the
 * last event, so every reader meets the end in order. Each script runs atomically, so several
 * server processes number one conversation's events without a gap.
 */
import type { RedisClientLike } from "./RedisClientLike.js";

/** A script and the SHA-1 that `EVALSHA` names it by. @internal */
export interface RedisScript {
  readonly source: string;
  readonly sha: Promise<string>;
}

async function sha1(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function script(source: string): RedisScript {
  let sha: Promise<string> | undefined;
  return {
    source,
    get sha() {
      sha ??= sha1(source);
      return sha;
    },
  };
}

const LAST_ENTRY = `
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)[1]
local lastSeq, ended = 0, false
if last then
  local dash = string.find(last[1], '-', 1, true)
  lastSeq = tonumber(string.sub(last[1], 1, dash - 1))
  ended = string.sub(last[1], dash + 1) ~= '0'
end
`;

/** KEYS: stream; ARGV: keepIdleMs, maxEvents (0: no limit), texts… → the last seq given. @internal */
export const appendScript = script(`${LAST_ENTRY}
if ended then return redis.error_reply('THREADLINE_FINISHED the conversation is finished') end
for index = 3, #ARGV do
  lastSeq = lastSeq + 1
  redis.call('XADD', KEYS[1], lastSeq .. '-0', 'e', ARGV[index])
end
if ARGV[2] ~= '0' then redis.call('XTRIM', KEYS[1], 'MAXLEN', ARGV[2]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return lastSeq
`);

/** KEYS: stream; ARGV: keepFinishedMs → 0 for an unknown conversation, else 1. @internal */
export const finishScript = script(`${LAST_ENTRY}
if not last then return 0 end
if not ended then
  redis.call('XADD', KEYS[1], lastSeq .. '-1', 'end', '1')
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 1
`);

/** KEYS: stream; ARGV: afterSeq, count → nil for an unknown conversation, else {last id, entries}. @internal */
export const readScript = script(`
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)[1]
if not last then return false end
return { last[1], redis.call('XRANGE', KEYS[1], '(' .. ARGV[1] .. '-0', '+', 'COUNT', ARGV[2]) }
`);

/** KEYS: streams → the last entry id of each, nil where a stream is gone. @internal */
export const lastIdsScript = script(`
local ids = {}
for index, key in ipairs(KEYS) do
  local last = redis.call('XREVRANGE', key, '+', '-', 'COUNT', 1)[1]
  ids[index] = last and last[1] or false
end
return ids
`);

/** Runs a script by its SHA-1, loading it when the server does not have it (after a restart). @internal */
export async function runScript(
  client: RedisClientLike,
  { source, sha }: RedisScript,
  keys: readonly string[],
  args: readonly string[],
): Promise<unknown> {
  const rest = [String(keys.length), ...keys, ...args];
  try {
    return await client.sendCommand(["EVALSHA", await sha, ...rest]);
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith("NOSCRIPT"))) throw error;
    return client.sendCommand(["EVAL", source, ...rest]);
  }
}

/** A stream entry id split into the `seq` it stands for and whether it marks the end. @internal */
export function entryOf(id: string): { readonly seq: number; readonly end: boolean } {
  const dash = id.indexOf("-");
  return { seq: Number(id.slice(0, dash)), end: id.slice(dash + 1) !== "0" };
}

/** One stream entry as Redis sends it: its id and its fields as a flat list. @internal */
export type StreamEntry = readonly [id: string, fields: readonly string[]];
