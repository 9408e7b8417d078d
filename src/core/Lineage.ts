/** How many run changes a lineage remembers before it forgets the older half. */
const LOG_LIMIT = 1 << 16;

/**
 * The change log shared by the graphs of one line of history: which runs changed at which
 * version, so a projection cached at an older version of the same line can redo only the
 * runs that changed. Reducing from a graph that is not the newest of its line starts a new
 * lineage, so a log never mixes two histories.
 * @internal
 */
export class Lineage {
  // Private, so a graph frozen deeply by its user still records its history.
  #headVersion: number;
  #start: number;
  readonly #runIds: string[] = [];
  readonly #versions: number[] = [];

  constructor(version: number) {
    this.#headVersion = version;
    this.#start = version;
  }

  /** The version of the newest graph of this line. */
  get headVersion(): number {
    return this.#headVersion;
  }

  set headVersion(version: number) {
    this.#headVersion = version;
  }

  get length(): number {
    return this.#runIds.length;
  }

  log(version: number, runId: string): void {
    this.#runIds.push(runId);
    this.#versions.push(version);
    if (this.#runIds.length <= LOG_LIMIT) return;
    const drop = this.#runIds.length >> 1;
    this.#start = this.#versions[drop - 1] as number;
    this.#runIds.splice(0, drop);
    this.#versions.splice(0, drop);
  }

  /** Forgets the entries after `length`, undoing an aborted draft. */
  truncate(length: number, headVersion: number): void {
    this.#runIds.length = Math.min(length, this.#runIds.length);
    this.#versions.length = this.#runIds.length;
    this.#headVersion = headVersion;
  }

  /** The runs changed after `version` up to `until`, or `undefined` when that is not known. */
  changedBetween(version: number, until: number): Set<string> | undefined {
    if (version < this.#start || until > this.#headVersion) return undefined;
    const changed = new Set<string>();
    for (let index = this.#versions.length - 1; index >= 0; index--) {
      const at = this.#versions[index] as number;
      if (at <= version) break;
      if (at <= until) changed.add(this.#runIds[index] as string);
    }
    return changed;
  }
}
