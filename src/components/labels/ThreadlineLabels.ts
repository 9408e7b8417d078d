import { type ActionLabels, actionLabels } from "./actionLabels.js";
import { type BranchLabels, branchLabels } from "./branchLabels.js";
import { type ComposerLabels, composerLabels } from "./composerLabels.js";
import { type DagLabels, dagLabels } from "./dagLabels.js";
import { type PanelLabels, panelLabels } from "./panelLabels.js";
import { type ThreadLabels, threadLabels } from "./threadLabels.js";
import { type ToolLabels, toolLabels } from "./toolLabels.js";

/**
 * Every visible text and accessible name the components show, in one flat object. A label
 * that needs a value is a function; it receives numbers and the same values already
 * formatted with `Intl` in the `locale` given to the components, so a translation only
 * places them and picks a plural.
 * @example
 * const german: Partial<ThreadlineLabels> = { copy: "Kopieren", thoughtFor: (d) => `${d} nachgedacht` };
 * <Chat labels={german} locale="de-DE" ... />
 */
export interface ThreadlineLabels
  extends ThreadLabels,
    ActionLabels,
    ToolLabels,
    BranchLabels,
    ComposerLabels,
    PanelLabels,
    DagLabels {}

/** The English labels every component uses unless told otherwise. */
export const defaultLabels: ThreadlineLabels = Object.freeze({
  ...threadLabels,
  ...actionLabels,
  ...toolLabels,
  ...branchLabels,
  ...composerLabels,
  ...panelLabels,
  ...dagLabels,
});
