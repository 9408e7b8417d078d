import { createContext } from "react";
import type { DagViewComponents } from "./DagViewComponents.js";

/** What the node and edge types of one `DagView` share. */
export interface DagViewContextValue {
  readonly components: DagViewComponents;
  /** Prefix of the ids of this view's arrowhead markers. */
  readonly markerPrefix: string;
}

/** The renderers and marker ids of the enclosing `DagView`. */
export const DagViewContext = createContext<DagViewContextValue>({
  components: {},
  markerPrefix: "tl-dag",
});
