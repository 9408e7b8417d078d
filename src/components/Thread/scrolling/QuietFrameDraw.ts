/** The frame scheduling a `QuietFrameDraw` uses: the browser's, or a test's. @internal */
export interface FrameHost {
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  /** Calls `callback` in the current frame, after its other animation frame callbacks. */
  afterFrameCallbacks(callback: () => void): void;
}

/**
 * How many looks in a row (one a frame, each seeing the commits since the one before) must
 * find none before the draw: the look at the end of the frames in between, so at least two
 * whole frames pass without a commit.
 */
const QUIET_LOOKS = 3;

interface Waiting {
  frame: number;
  commits: number;
  quiet: number;
}

/**
 * A draw that can wait for the next commit, which does it anyway: while commits come every
 * frame (a stream), asking costs no commit of its own. Once three looks in a row found no
 * commit (two whole frames at least), it draws, deciding after the frame's other callbacks so
 * that a commit in one of them (a stream resuming in that very frame) still does it instead.
 * @example
 * const later = new QuietFrameDraw(() => flushSync(render), host);
 * later.request();              // something changed that the next commit shows
 * later.committed(true);        // in a layout effect: this commit drew it
 * @internal
 */
export class QuietFrameDraw {
  readonly #draw: () => void;
  readonly #host: FrameHost;
  #commits = 0;
  #waiting: Waiting | undefined;

  constructor(draw: () => void, host: FrameHost) {
    this.#draw = draw;
    this.#host = host;
  }

  /** Whether a draw is waiting. */
  get waiting(): boolean {
    return this.#waiting !== undefined;
  }

  /** Asks for a draw: by the next commit, or once the frames are quiet. */
  request(): void {
    if (this.#waiting) return;
    const frame = this.#host.requestAnimationFrame(this.#look);
    this.#waiting = { frame, commits: this.#commits, quiet: 0 };
  }

  /** Notes a commit; `drewIt` says that it showed what was asked for, which stops the wait. */
  committed(drewIt: boolean): void {
    this.#commits += 1;
    if (drewIt) this.cancel();
  }

  /** Stops waiting without drawing. */
  cancel(): void {
    if (this.#waiting) this.#host.cancelAnimationFrame(this.#waiting.frame);
    this.#waiting = undefined;
  }

  readonly #look = (): void => {
    const wait = this.#waiting;
    if (!wait) return;
    wait.quiet = this.#commits === wait.commits ? wait.quiet + 1 : 0;
    wait.commits = this.#commits;
    if (wait.quiet < QUIET_LOOKS) {
      wait.frame = this.#host.requestAnimationFrame(this.#look);
      return;
    }
    this.#host.afterFrameCallbacks(() => {
      if (this.#waiting !== wait) return;
      if (this.#commits !== wait.commits) {
        wait.quiet = 0;
        wait.commits = this.#commits;
        wait.frame = this.#host.requestAnimationFrame(this.#look);
        return;
      }
      this.#waiting = undefined;
      this.#draw();
    });
  };
}
