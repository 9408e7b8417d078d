import { createContext } from "react";
import type { ViewNode } from "../core/projections/ViewNode.js";

/** What every part of one thread shares. @internal */
export interface ThreadContextValue {
  /** The runs of a fork, in alternative order; worked out on first use. */
  readonly runsOf: (forkId: string) => readonly string[] | undefined;
  /** Switches a fork to another alternative; without it alternatives show as branches. */
  readonly onSelectAlternative?: ((forkId: string, runId: string) => void) | undefined;
  /** How long a finished view took, when the thread was told. */
  readonly durationOf?: ((view: ViewNode) => number | undefined) | undefined;
}

/** @internal */
export const ThreadContext = createContext<ThreadContextValue>({ runsOf: () => undefined });
