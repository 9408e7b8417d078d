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
  // Entry i: run #runIds[i] changed at every version from #firsts[i] to #lasts[i]. A stream
  // changes one run at version after version, which extends one entry instead of adding many.
  readonly #runIds: string[] = [];
  readonly #firsts: number[] = [];
  readonly #lasts: number[] = [];
  // The one node whose content is all that changed in entry i, or null for any other change: a
  // node's chunks make one entry, apart from the entry of the change that added the node.
  readonly #contentOf: (string | null)[] = [];

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

  /**
   * Records that `runId` changed at `version`. `contentOf` names the node when all that
   * changed is that node's content (a chunk appended, a fuller input): no node came or went.
   */
  log(version: number, runId: string, contentOf?: string): void {
    const last = this.#runIds.length - 1;
    const content = contentOf ?? null;
    if (last >= 0 && this.#runIds[last] === runId) {
      const at = this.#lasts[last] as number;
      const same = this.#contentOf[last] === content;
      // Another kind of change in the same version makes the entry's changes mixed.
      if (version === at) {
        if (!same) this.#contentOf[last] = null;
        return;
      }
      if (version === at + 1 && same) {
        this.#lasts[last] = version;
        return;
      }
    }
    this.#runIds.push(runId);
    this.#firsts.push(version);
    this.#lasts.push(version);
    this.#contentOf.push(content);
    if (this.#runIds.length <= LOG_LIMIT) return;
    const drop = this.#runIds.length >> 1;
    this.#start = this.#lasts[drop - 1] as number;
    this.#runIds.splice(0, drop);
    this.#firsts.splice(0, drop);
    this.#lasts.splice(0, drop);
    this.#contentOf.splice(0, drop);
  }

  /** Forgets every change after `headVersion`, undoing an aborted draft. */
  truncate(headVersion: number): void {
    let length = this.#runIds.length;
    while (length > 0 && (this.#firsts[length - 1] as number) > headVersion) length--;
    this.#runIds.length = length;
    this.#firsts.length = length;
    this.#lasts.length = length;
    this.#contentOf.length = length;
    if (length > 0 && (this.#lasts[length - 1] as number) > headVersion)
      this.#lasts[length - 1] = headVersion;
    this.#headVersion = headVersion;
  }

  /**
   * The run and node when all that changed after `version` up to `until` is the content of
   * that one node; `undefined` for any other change, or when that is not known.
   */
  contentChangeBetween(
    version: number,
    until: number,
  ): { readonly runId: string; readonly nodeId: string } | undefined {
    if (version < this.#start || until > this.#headVersion || until <= version) return undefined;
    let found: number | undefined;
    for (let index = this.#runIds.length - 1; index >= 0; index--) {
      if ((this.#lasts[index] as number) <= version) break;
      if (Math.max(this.#firsts[index] as number, version + 1) > until) continue;
      if (found !== undefined) return undefined;
      found = index;
    }
    if (found === undefined) return undefined;
    const nodeId = this.#contentOf[found];
    return nodeId ? { runId: this.#runIds[found] as string, nodeId } : undefined;
  }

  /** The runs changed after `version` up to `until`, or `undefined` when that is not known. */
  changedBetween(version: number, until: number): Set<string> | undefined {
    if (version < this.#start || until > this.#headVersion) return undefined;
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
