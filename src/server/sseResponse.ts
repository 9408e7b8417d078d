import type { EventLog } from "./EventLog.js";
import { EventLogError, type EventLogErrorCode } from "./EventLogError.js";
import { eventStreamBody } from "./eventStreamBody.js";

/** Options of `sseResponse`. */
export interface SSEResponseOptions {
  /** The request's `Last-Event-ID` header: the stream resumes after that `seq`. */
  readonly lastEventId?: string | null;
  /** Ends the stream when it aborts: pass the request's signal. */
  readonly signal?: AbortSignal;
  /**
   * How often a comment line keeps an idle connection open; a client that takes nothing for a
   * whole interval while data waits is disconnected (it resumes when it comes back).
   * @default 15_000
   */
  readonly heartbeatMs?: number;
  /**
   * The reconnect delay sent to the client as `retry:`.
   * @default 1000
   */
  readonly retryMs?: number;
  /**
   * Bytes a client may leave untaken before its subscription waits for it.
   * @default 262_144
   */
  readonly maxBufferedBytes?: number;
}

/** The HTTP status that each refusal before the stream starts answers with. */
const STATUS: Readonly<Record<EventLogErrorCode, number>> = {
  invalid_conversation: 400,
  invalid_seq: 400,
  invalid_event: 400,
  unknown_conversation: 404,
  ahead_of_log: 409,
  finished: 409,
  trimmed: 410,
  lost: 410,
  closed: 503,
};

/** The `seq` a `Last-Event-ID` names: 0 when there is none. */
function afterSeqOf(conversationId: string, lastEventId: string | null | undefined): number {
  if (lastEventId === undefined || lastEventId === null || lastEventId === "") return 0;
  const seq = Number(lastEventId);
  if (/^\d+$/.test(lastEventId) && Number.isSafeInteger(seq)) return seq;
  throw new EventLogError(
    "invalid_seq",
    `Last-Event-ID: expected the seq of an event (a whole number), got ${JSON.stringify(lastEventId.slice(0, 40))}`,
    { conversationId },
  );
}

function refusal(error: EventLogError): Response {
  const body = JSON.stringify({ error: { code: error.code, message: error.message } });
  return new Response(body, {
    status: STATUS[error.code],
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Serves a conversation of a log as Server-Sent Events with resume, as a Fetch `Response`
 * (Next.js route handlers, Hono, Bun, Deno, Cloudflare Workers): the events after
 * `Last-Event-ID`, then each new one, `id:` = `seq`, `event: done` once it is finished. What
 * the log refuses before the stream starts is answered with a status and a JSON body
 * `{ error: { code, message } }`: 400 for a `Last-Event-ID` that is not a number, 404 for an
 * unknown conversation, 409 for a position ahead of the log, 410 for trimmed events. Events
 * that vanish mid-stream end it with an `error` event (run `threadline:server`) and `done`.
 * @example
 * export function GET(request: Request, { params }: { params: { id: string } }) {
 *   return sseResponse(log, params.id, {
 *     lastEventId: request.headers.get("last-event-id"),
 *     signal: request.signal,
 *   });
 * }
 */
export async function sseResponse(
  log: EventLog,
  conversationId: string,
  options: SSEResponseOptions = {},
): Promise<Response> {
  let afterSeq: number;
  try {
    afterSeq = afterSeqOf(conversationId, options.lastEventId);
    await log.read(conversationId, afterSeq, 0);
  } catch (error) {
    if (error instanceof EventLogError) return refusal(error);
    throw error;
  }
  const body = eventStreamBody({
    log,
    conversationId,
    afterSeq,
    signal: options.signal,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    retryMs: options.retryMs ?? 1000,
    maxBufferedBytes: options.maxBufferedBytes ?? 262_144,
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // Proxies such as nginx would otherwise hold events back in their buffers.
      "x-accel-buffering": "no",
    },
  });
}
