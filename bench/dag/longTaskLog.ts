/** A main-thread task of 50 ms or more, as the `longtask` observer reported it. */
interface LongTask {
  readonly start: number;
  readonly duration: number;
}

const OBSERVER_DELIVERY_MS = 100;

/** Records every long task of the page from creation on. */
export class LongTaskLog {
  private readonly tasks: LongTask[] = [];

  constructor() {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        this.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask" });
  }

  /** The long tasks that overlapped `[from, to]`, once the observer has had time to report them. */
  async between(from: number, to: number): Promise<readonly LongTask[]> {
    await new Promise((resolve) => setTimeout(resolve, OBSERVER_DELIVERY_MS));
    return this.tasks.filter((task) => task.start < to && task.start + task.duration > from);
  }
}
