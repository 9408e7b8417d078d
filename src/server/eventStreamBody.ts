import type { GraphEvent } from "../core/graph/GraphEvent.js";
import type { EventLog } from "./EventLog.js";
import { EventLogError } from "./EventLogError.js";

/** The run that carries an error the server reports in the stream. @internal */
export const SERVER_RUN_ID = "threadline:server";

/** What one event stream follows and how it paces itself. @internal */
export interface EventStreamRequest {
  readonly log: EventLog;
  readonly conversationId: string;
  readonly afterSeq: number;
  readonly signal: AbortSignal | undefined;
  readonly heartbeatMs: number;
  readonly retryMs: number;
  readonly maxBufferedBytes: number;
}

const encoder = new TextEncoder();

// Every subscriber of a log gets the same event objects, so each is serialised once.
const messages = new WeakMap<GraphEvent, string>();

function messagesOf(events: readonly GraphEvent[]): string {
  let text = "";
  for (const event of events) {
    let message = messages.get(event);
    if (message === undefined) {
      message = `id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`;
      messages.set(event, message);
    }
    text += message;
  }
  return text;
}

/** An `error` event for the client's graph, then `done` so that it stops reconnecting. */
function failureOf(error: EventLogError): string {
  const event = { type: "error", runId: SERVER_RUN_ID, code: error.code, message: error.message };
  return `data: ${JSON.stringify(event)}\n\nevent: done\ndata:\n\n`;
}

function isFinal(error: unknown): error is EventLogError {
  return error instanceof EventLogError && error.code !== "closed";
}

/**
 * The body of a Server-Sent Events response that follows a conversation in a log: `retry:`
 * first, one message per event with `id:` = `seq`, a comment line every `heartbeatMs` while
 * idle, and `event: done` once the conversation is finished. It holds at most
 * `maxBufferedBytes` the client has not taken (plus one batch): past that the subscription
 * waits, so a catch-up goes at the client's pace and live events fall back to the log. A
 * client that takes nothing for a whole heartbeat interval while data waits is disconnected;
 * it resumes with `Last-Event-ID` when it comes back. Cancelling the body (the client went
 * away) or the signal ends the subscription.
 * @internal
 */
export function eventStreamBody(request: EventStreamRequest): ReadableStream<Uint8Array> {
  const { log, conversationId, afterSeq, signal, heartbeatMs, maxBufferedBytes } = request;
  const subscription = new AbortController();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let room: (() => void) | undefined;
  let pulls = 0;
  let ended = false;

  const freeRoom = () => {
    const resolve = room;
    room = undefined;
    resolve?.();
  };
  const stop = () => {
    clearInterval(heartbeat);
    subscription.abort();
    freeRoom();
  };
  const onAbort = () => {
    stop();
    end(undefined);
  };
  let end: (last: string | undefined) => void = () => undefined;

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const send = (text: string) => controller.enqueue(encoder.encode(text));
        end = (last) => {
          if (ended) return;
          ended = true;
          signal?.removeEventListener("abort", onAbort);
          stop();
          if (last) send(last);
          controller.close();
        };
        send(`retry: ${request.retryMs}\n\n`);
        let pullsAtLastBeat = pulls;
        heartbeat = setInterval(() => {
          const full = (controller.desiredSize ?? 0) <= 0;
          if (full && pulls === pullsAtLastBeat) end(undefined);
          else if (!full) send(": heartbeat\n\n");
          pullsAtLastBeat = pulls;
        }, heartbeatMs);
        if (signal?.aborted) return onAbort();
        signal?.addEventListener("abort", onAbort, { once: true });
        const onEvents = (events: readonly GraphEvent[]) => {
          if (ended) return undefined;
          send(messagesOf(events));
          if ((controller.desiredSize ?? 0) > 0) return undefined;
          return new Promise<void>((resolve) => {
            room = resolve;
          });
        };
        log.subscribe(conversationId, afterSeq, onEvents, subscription.signal).then(
          (reason) => end(reason === "finished" ? "event: done\ndata:\n\n" : undefined),
          // Anything but a rule the log enforces (a closed log, a failed connection) may pass
          // on a reconnect, so the stream just ends.
          (error: unknown) => end(isFinal(error) ? failureOf(error) : undefined),
        );
      },
      pull() {
        pulls += 1;
        freeRoom();
      },
      cancel() {
        ended = true;
        signal?.removeEventListener("abort", onAbort);
        stop();
      },
    },
    { highWaterMark: maxBufferedBytes, size: (chunk) => chunk.byteLength },
  );
}
