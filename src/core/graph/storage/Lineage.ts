import type { GraphChanges } from "../Graph.js";

/** How many run changes a lineage remembers before it forgets the older half. */
const LOG_LIMIT = 1 << 16;

/**
 * The change log shared by the graphs of one line of history: which runs changed at which
 * version, so a projection cached at an older version of the same line can redo only the
 * runs that changed. Reducing from a graph that is not the newest of its line starts a new
 * lineage, so a log never mixes two histories.
 * @internal
 */
export class Lineage implements GraphChanges {
  // Private, so a graph frozen deeply by its user still records its history.
  #latestVersion: number;
  #start: number;
  // Entry i: run #runIds[i] changed at every version from #firsts[i] to #lasts[i]. A stream
  // changes one run at version after version, which extends one entry instead of adding many.
  readonly #runIds: string[] = [];
  readonly #firsts: number[] = [];
  readonly #lasts: number[] = [];

  constructor(version: number) {
    this.#latestVersion = version;
    this.#start = version;
  }

  /** The version of the newest graph of this line. */
  get latestVersion(): number {
    return this.#latestVersion;
  }

  set latestVersion(version: number) {
    this.#latestVersion = version;
  }

  /** Records that `runId` changed at `version`. */
  log(version: number, runId: string): void {
    const last = this.#runIds.length - 1;
    if (last >= 0 && this.#runIds[last] === runId) {
      const at = this.#lasts[last] as number;
      if (version === at) return;
      if (version === at + 1) {
        this.#lasts[last] = version;
        return;
      }
    }
    this.#runIds.push(runId);
    this.#firsts.push(version);
    this.#lasts.push(version);
    if (this.#runIds.length <= LOG_LIMIT) return;
    const drop = this.#runIds.length >> 1;
    this.#start = this.#lasts[drop - 1] as number;
    this.#runIds.splice(0, drop);
    this.#firsts.splice(0, drop);
    this.#lasts.splice(0, drop);
  }

  /** Forgets every change after `version`, which becomes the latest again: undoes an aborted draft. */
  truncate(version: number): void {
    let length = this.#runIds.length;
    while (length > 0 && (this.#firsts[length - 1] as number) > version) length--;
    this.#runIds.length = length;
    this.#firsts.length = length;
    this.#lasts.length = length;
    if (length > 0 && (this.#lasts[length - 1] as number) > version)
      this.#lasts[length - 1] = version;
    this.#latestVersion = version;
  }

  /** The runs changed after `version` up to `until`, or `undefined` when that is not known. */
  runsChangedBetween(version: number, until: number): Set<string> | undefined {
    if (version < this.#start || until > this.#latestVersion) return undefined;
    const changed = new Set<string>();
    for (let index = this.#runIds.length - 1; index >= 0; index--) {
      if ((this.#lasts[index] as number) <= version) break;
      // The entry's versions from first to last meet (version, until].
      if (Math.max(this.#firsts[index] as number, version + 1) <= until)
        changed.add(this.#runIds[index] as string);
    }
    return changed;
  }
}
