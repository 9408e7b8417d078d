import { createContext } from "react";

/** What every part of one thread shares. @internal */
export interface ThreadContextValue {
  /** The runs of each fork, in alternative order. */
  readonly alternatives: ReadonlyMap<string, readonly string[]>;
  /** Switches a fork to another alternative; without it alternatives show as branches. */
  readonly onSelectAlternative?: ((forkId: string, runId: string) => void) | undefined;
}

/** @internal */
export const ThreadContext = createContext<ThreadContextValue>({ alternatives: new Map() });
