import type { GraphEvent } from "../graph/GraphEvent.js";
import type { ConversationStore } from "../store/ConversationStore.js";

/** One event of a recording with the time it arrived, in milliseconds from the start. */
export interface RecordedEvent {
  readonly at: number;
  readonly event: GraphEvent;
}

/** Options of `replay`. */
export interface ReplayOptions {
  /** Playback rate: 2 plays twice as fast. @default 1 */
  readonly speed?: number;
  /** Index of the first event to play; the events before it are applied at once. @default 0 */
  readonly from?: number;
  /** Index after the last event to play. @default the log's length */
  readonly to?: number;
  /** Milliseconds between events that carry no time. @default 30 */
  readonly interval?: number;
  /** Start playing at once. @default true */
  readonly autoplay?: boolean;
}

/** Where a replay is. */
export interface ReplayState {
  readonly status: "playing" | "paused" | "ended";
  /** How many events of the log the store holds. */
  readonly position: number;
  readonly length: number;
  readonly speed: number;
}

/** Controls a replay; `subscribe` and `getState` suit `useSyncExternalStore`. */
export interface ReplayPlayer {
  play(): void;
  pause(): void;
  /** Moves to `index` (the store then holds exactly the first `index` events) and keeps playing or paused. */
  seek(index: number): void;
  setSpeed(speed: number): void;
  getState(): ReplayState;
  subscribe(listener: () => void): () => void;
  /** Stops for good. */
  close(): void;
  /** Settles when playback reaches the end or the player is closed. */
  readonly done: Promise<void>;
}

function timed(log: readonly (GraphEvent | RecordedEvent)[], interval: number): RecordedEvent[] {
  let last = 0;
  return log.map((entry, index) => {
    if ("event" in entry && typeof entry.at === "number") {
      last = entry.at;
      return entry;
    }
    last = index === 0 ? 0 : last + interval;
    return { at: last, event: entry as GraphEvent };
  });
}

function checkSpeed(speed: number): number {
  if (!(typeof speed === "number" && speed > 0 && Number.isFinite(speed)))
    throw new RangeError(`speed: expected a positive finite number, got ${String(speed)}`);
  return speed;
}

function checkIndex(name: string, index: number, length: number): number {
  if (!Number.isInteger(index) || index < 0 || index > length)
    throw new RangeError(`${name}: expected an integer from 0 to ${length}, got ${String(index)}`);
  return index;
}

/**
 * Plays a recorded log into a store with its original timing (scaled by `speed`), with
 * play, pause and seek. Seeking rebuilds the graph from the log, so going back is exact.
 * @example
 * const player = replay(store, recording, { speed: 4 });
 * player.pause();
 * player.seek(120);
 */
export function replay(
  store: ConversationStore,
  log: readonly (GraphEvent | RecordedEvent)[],
  options: ReplayOptions = {},
): ReplayPlayer {
  const entries = timed(log, options.interval ?? 30);
  const end = checkIndex("to", options.to ?? entries.length, entries.length);
  return new Playback(store, entries, {
    from: checkIndex("from", options.from ?? 0, end),
    end,
    speed: checkSpeed(options.speed ?? 1),
    autoplay: options.autoplay ?? true,
  });
}

interface PlaybackSetup {
  readonly from: number;
  readonly end: number;
  readonly speed: number;
  readonly autoplay: boolean;
}

class Playback implements ReplayPlayer {
  readonly done: Promise<void>;
  #state: ReplayState;
  #listeners = new Set<() => void>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #settle: () => void = () => {};
  #closed = false;
  #anchor = { wall: 0, at: 0 };

  constructor(
    private readonly store: ConversationStore,
    private readonly entries: readonly RecordedEvent[],
    private readonly setup: PlaybackSetup,
  ) {
    this.done = new Promise((resolve) => {
      this.#settle = resolve;
    });
    this.#state = { status: "paused", position: setup.from, length: setup.end, speed: setup.speed };
    store.reset(...this.#slice(0, setup.from));
    if (setup.autoplay) this.play();
    else this.#finishIfAtEnd();
  }

  getState = (): ReplayState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  play(): void {
    if (this.#closed || this.#state.status === "playing") return;
    if (this.#state.position >= this.setup.end) {
      this.#finishIfAtEnd();
      return;
    }
    this.#update({ status: "playing" });
    this.#scheduleNext();
  }

  pause(): void {
    if (this.#state.status !== "playing") return;
    this.#stopTimer();
    this.#update({ status: "paused" });
  }

  seek(index: number): void {
    if (this.#closed) return;
    const target = checkIndex("seek", index, this.setup.end);
    this.#stopTimer();
    const position = this.#state.position;
    if (target >= position) this.store.dispatch(...this.#slice(position, target));
    else this.store.reset(...this.#slice(0, target));
    this.store.flush();
    const playing = this.#state.status === "playing";
    this.#update({ position: target, status: playing ? "playing" : "paused" });
    if (playing) this.#scheduleNext();
    this.#finishIfAtEnd();
  }

  setSpeed(speed: number): void {
    this.#update({ speed: checkSpeed(speed) });
    if (this.#state.status === "playing") {
      this.#stopTimer();
      this.#scheduleNext();
    }
  }

  close(): void {
    this.#stopTimer();
    this.#closed = true;
    if (this.#state.status === "playing") this.#update({ status: "paused" });
    this.#settle();
  }

  /** The events of entries `[start, stop)` with their times, so durations are the recording's. */
  #slice(start: number, stop: number): [GraphEvent[], number[]] {
    const entries = this.entries.slice(start, stop);
    return [entries.map((entry) => entry.event), entries.map((entry) => entry.at)];
  }

  #scheduleNext(): void {
    const next = this.entries[this.#state.position];
    if (!next) return;
    this.#anchor = { wall: Date.now(), at: this.entries[this.#state.position - 1]?.at ?? next.at };
    this.#timer = setTimeout(() => this.#tick(), (next.at - this.#anchor.at) / this.#state.speed);
  }

  // Timers fire late and clamp short delays, so each tick plays every event that is due by
  // the recording's clock instead of one event per timer.
  #tick(): void {
    this.#timer = undefined;
    const position = this.#state.position;
    const due = this.#anchor.at + (Date.now() - this.#anchor.wall) * this.#state.speed;
    let stop = position + 1;
    while (stop < this.setup.end && (this.entries[stop]?.at ?? Infinity) <= due) stop += 1;
    this.store.dispatch(...this.#slice(position, stop));
    this.#update({ position: stop });
    if (stop >= this.setup.end) {
      this.#finishIfAtEnd();
      return;
    }
    const next = this.entries[stop] as RecordedEvent;
    this.#timer = setTimeout(() => this.#tick(), Math.max(0, next.at - due) / this.#state.speed);
  }

  #finishIfAtEnd(): void {
    if (this.#state.position < this.setup.end) return;
    this.#stopTimer();
    this.store.flush();
    if (this.#state.status !== "ended") this.#update({ status: "ended" });
    this.#settle();
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #update(change: Partial<ReplayState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}
