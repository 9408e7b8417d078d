import type { GraphEvent } from "../core/graph/GraphEvent.js";
import type { EventLog, EventLogOptions } from "./EventLog.js";
import { EventLogError } from "./EventLogError.js";
import { eventFromText, eventTexts } from "./eventTexts.js";
import { followLog, type LiveFeed, type LiveUpdate, type SubscriberTally } from "./followLog.js";
import {
  aheadOfLog,
  checkAfterSeq,
  checkConversationId,
  checkLimit,
  finishedConversation,
  lostConversation,
  trimmed,
  unknownConversation,
} from "./logChecks.js";
import { logSettings } from "./logSettings.js";

/** One conversation's kept events: `events[head]` onwards, `events[index]` has seq `base + index + 1`. */
interface Conversation {
  events: GraphEvent[];
  base: number;
  head: number;
  finished: boolean;
  expiresAt: number;
  readonly listeners: Set<(update: LiveUpdate) => void>;
}

const lastSeqOf = (conversation: Conversation) => conversation.base + conversation.events.length;

function tell(conversation: Conversation, update: LiveUpdate): void {
  for (const listener of [...conversation.listeners]) listener(update);
}

/** Drops events beyond `maxEvents`, compacting the array once half of it is dropped. */
function trim(conversation: Conversation, maxEvents: number): void {
  const excess = conversation.events.length - conversation.head - maxEvents;
  if (excess <= 0) return;
  conversation.head += excess;
  if (conversation.head * 2 < conversation.events.length) return;
  conversation.events = conversation.events.slice(conversation.head);
  conversation.base += conversation.head;
  conversation.head = 0;
}

/**
 * An event log in this process's memory: the default, for one server process and for tests.
 * Conversations expire `keepIdleMs` after their last append, or `keepFinishedMs` after
 * `finish`; both are checked on each access and swept at least once a minute.
 * @example
 * const log = createMemoryEventLog({ keepFinishedMs: 60_000 });
 * await log.append("c1", { type: "user", runId: "u1", content: "Hi" });
 */
export function createMemoryEventLog(options: EventLogOptions = {}): EventLog {
  const settings = logSettings(options);
  const conversations = new Map<string, Conversation>();
  const tally: SubscriberTally = { subscribers: 0, bufferedEvents: 0 };
  let closed = false;

  function expire(conversationId: string, conversation: Conversation): void {
    conversations.delete(conversationId);
    const error = lostConversation(conversationId, "it expired");
    tell(conversation, { kind: "failed", error });
  }

  function sweep(): void {
    const now = Date.now();
    for (const [conversationId, conversation] of conversations)
      if (conversation.expiresAt <= now) expire(conversationId, conversation);
  }
  const sweeper = setInterval(
    sweep,
    Math.min(60_000, settings.keepFinishedMs, settings.keepIdleMs),
  );
  // Node keeps a process alive for a pending interval; the sweep must not.
  (sweeper as { unref?: () => void }).unref?.();

  function ensureOpen(): void {
    if (closed) throw new EventLogError("closed", "the event log is closed");
  }

  /** The conversation, unless it is unknown or has expired. */
  function find(conversationId: string): Conversation | undefined {
    const conversation = conversations.get(conversationId);
    if (conversation && conversation.expiresAt <= Date.now()) {
      expire(conversationId, conversation);
      return undefined;
    }
    return conversation;
  }

  function readPage(conversationId: string, afterSeq: number, limit: number) {
    ensureOpen();
    checkConversationId(conversationId);
    checkAfterSeq(conversationId, afterSeq);
    const conversation = find(conversationId);
    if (!conversation) throw unknownConversation(conversationId);
    const lastSeq = lastSeqOf(conversation);
    if (afterSeq > lastSeq) throw aheadOfLog(conversationId, afterSeq, lastSeq);
    const firstSeq = conversation.base + conversation.head + 1;
    if (afterSeq + 1 < firstSeq) throw trimmed(conversationId, afterSeq, firstSeq);
    const from = afterSeq - conversation.base;
    const events = conversation.events.slice(from, from + Math.min(limit, lastSeq - afterSeq));
    return { events, lastSeq, finished: conversation.finished };
  }

  const feed: LiveFeed = {
    readPage: async (conversationId, afterSeq, limit) => readPage(conversationId, afterSeq, limit),
    attach(conversationId, page, push) {
      const conversation = find(conversationId);
      if (!conversation) {
        push({ kind: "failed", error: lostConversation(conversationId, "it expired") });
        return { coveredAfter: page.lastSeq, detach: () => undefined };
      }
      conversation.listeners.add(push);
      // Finished after the subscriber's first read: it would never hear of it otherwise.
      if (conversation.finished) push({ kind: "finished" });
      return {
        coveredAfter: lastSeqOf(conversation),
        detach: () => conversation.listeners.delete(push),
      };
    },
  };

  return {
    async append(conversationId, events) {
      ensureOpen();
      checkConversationId(conversationId);
      const texts = eventTexts(conversationId, events);
      let conversation = find(conversationId);
      if (conversation?.finished) throw finishedConversation(conversationId);
      if (texts.length === 0) return [];
      if (!conversation) {
        const listeners = new Set<(update: LiveUpdate) => void>();
        conversation = { events: [], base: 0, head: 0, finished: false, expiresAt: 0, listeners };
        conversations.set(conversationId, conversation);
      }
      const firstSeq = lastSeqOf(conversation) + 1;
      const added = texts.map((text, index) => eventFromText(text, firstSeq + index));
      for (const event of added) conversation.events.push(event);
      trim(conversation, settings.maxEvents);
      conversation.expiresAt = Date.now() + settings.keepIdleMs;
      tell(conversation, { kind: "events", events: added });
      return added.map((_event, index) => firstSeq + index);
    },

    async read(conversationId, afterSeq, limit) {
      return [...readPage(conversationId, afterSeq, checkLimit(limit)).events];
    },

    subscribe(conversationId, afterSeq, onEvents, signal) {
      const { pageSize, maxBufferedEvents } = settings;
      const request = { conversationId, afterSeq, onEvents, signal, pageSize, maxBufferedEvents };
      return followLog(feed, { ...request, tally });
    },

    async finish(conversationId) {
      ensureOpen();
      checkConversationId(conversationId);
      const conversation = find(conversationId);
      if (!conversation) throw unknownConversation(conversationId);
      if (conversation.finished) return;
      conversation.finished = true;
      conversation.expiresAt = Date.now() + settings.keepFinishedMs;
      tell(conversation, { kind: "finished" });
    },

    activity: () => ({ subscribers: tally.subscribers, bufferedEvents: tally.bufferedEvents }),

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      for (const conversation of conversations.values()) tell(conversation, { kind: "closed" });
      conversations.clear();
    },
  };
}
