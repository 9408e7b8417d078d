import { createContext, type ReactNode, useContext, useMemo } from "react";
import { DEFAULT_LOCALE } from "./formattersFor.js";
import { defaultLabels, type ThreadlineLabels } from "./ThreadlineLabels.js";

/** What the components below a `LabelsProvider` read. @internal */
export interface LabelsContextValue {
  readonly labels: ThreadlineLabels;
  readonly locale: string;
}

/** @internal */
export const LabelsContext = createContext<LabelsContextValue>({
  labels: defaultLabels,
  locale: DEFAULT_LOCALE,
});

/** Props of `LabelsProvider`. */
export interface LabelsProviderProps {
  /** Labels to use over the ones of an outer provider (or `defaultLabels`). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
  /** A BCP 47 locale for numbers, durations and dates. @default the outer provider's, or "en-US" */
  readonly locale?: string | undefined;
  readonly children?: ReactNode;
}

/**
 * Gives every Threadline component below it the same labels and locale; a component's own
 * `labels` prop still wins for that component. Providers nest: the inner one's labels go over
 * the outer one's.
 * @example
 * <LabelsProvider labels={{ send: "Senden", stop: "Anhalten" }} locale="de-DE">
 *   <Chat store={store} onSend={send} />
 * </LabelsProvider>
 */
export function LabelsProvider({ labels, locale, children }: LabelsProviderProps) {
  const outer = useContext(LabelsContext);
  const value = useMemo(
    () => ({
      labels: labels ? { ...outer.labels, ...labels } : outer.labels,
      locale: locale ?? outer.locale,
    }),
    [outer, labels, locale],
  );
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}
