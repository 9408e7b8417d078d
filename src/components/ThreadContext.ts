import { createContext } from "react";

/** What every part of one thread shares. @internal */
export interface ThreadContextValue {
  /** The runs of a fork, in alternative order; worked out on first use. */
  readonly runsOf: (forkId: string) => readonly string[] | undefined;
  /** Switches a fork to another alternative; without it alternatives show as branches. */
  readonly onSelectAlternative?: ((forkId: string, runId: string) => void) | undefined;
}

/** @internal */
export const ThreadContext = createContext<ThreadContextValue>({ runsOf: () => undefined });
