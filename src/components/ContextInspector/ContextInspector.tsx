import { type ComponentType, useMemo } from "react";
import type { ContextPolicy, TokenEstimator } from "../../core/context/ContextPolicy.js";
import type { ContextMeta, ContextResult } from "../../core/context/projectContext.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { ContextInspectorBudget } from "./ContextInspectorBudget.js";
import { ContextInspectorCut } from "./ContextInspectorCut.js";
import { formatShare } from "./ContextInspectorFormat.js";
import {
  ContextInspectorMessage,
  type ContextInspectorMessageProps,
} from "./ContextInspectorMessage.js";
import { ContextInspectorMessages } from "./ContextInspectorMessages.js";
import { ContextInspectorMeta } from "./ContextInspectorMeta.js";
import { ContextInspectorOverflow } from "./ContextInspectorOverflow.js";
import { contextParts } from "./ContextInspectorParts.js";

/** A disclosure of the context inspector: the messages the model will see, or what was cut. */
export type ContextInspectorSection = "messages" | "excluded";

/** How the context stands, on `data-state`. */
export type ContextInspectorState = "fits" | "truncated" | "needs_summary" | "overflow";

/** The parts a context inspector renders with; override any of them through `components`. */
export interface ContextInspectorComponents {
  /** One row of the message list, inside its `<li>`. */
  readonly Message: ComponentType<ContextInspectorMessageProps>;
}

/** Props of {@link ContextInspector}. */
export interface ContextInspectorProps {
  /** What `projectContext` or `useContextProjection` returned. */
  readonly result: ContextResult;
  /** The policy the result was projected under: its budget sizes the bar. */
  readonly policy: ContextPolicy;
  /** Counts the tokens of a text to size each part. @default the policy's own estimator, as `projectContext` counts */
  readonly estimate?: TokenEstimator | undefined;
  /** The disclosures that start open. @default [] */
  readonly defaultOpen?: readonly ContextInspectorSection[] | undefined;
  /** Called from the "needs a summary" notice; without it the notice has no button. */
  readonly onRequestSummary?: (() => void) | undefined;
  /** Extra class names for the root element, after `tl-context-inspector`. */
  readonly className?: string | undefined;
  /** Parts to use instead of the defaults. */
  readonly components?: Partial<ContextInspectorComponents> | undefined;
  /** Labels over the nearest `LabelsProvider`'s (or `defaultLabels`). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

function stateLabel(state: ContextInspectorState, text: ThreadlineLabels): string {
  switch (state) {
    case "fits":
      return text.contextFits;
    case "truncated":
      return text.contextTruncated;
    case "needs_summary":
      return text.contextNeedsSummary;
    case "overflow":
      return text.contextOverflow;
    default:
      return state satisfies never;
  }
}

const NONE: readonly ContextInspectorSection[] = [];

function stateOf(meta: ContextMeta): ContextInspectorState {
  if (meta.needsSummary) return "needs_summary";
  return meta.truncated ? "truncated" : "fits";
}

interface HeaderProps {
  readonly state: ContextInspectorState;
  readonly tokens: number;
  readonly policy: ContextPolicy;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

function Header({ state, tokens, policy, labels }: HeaderProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const budget = policy.maxInputTokens - policy.reserveOutputTokens;
  const headline = state === "overflow" ? text.contextNeeds : text.contextEstimated;
  return (
    <div className="tl-context-inspector__header">
      <p className="tl-context-inspector__headline">
        {headline(
          format.count(tokens),
          format.count(budget),
          formatShare(tokens, budget, format.locale),
        )}
      </p>
      <span className="tl-context-inspector__state">{stateLabel(state, text)}</span>
      <p className="tl-context-inspector__budget-detail">
        {text.contextBudget(
          format.count(policy.maxInputTokens),
          format.count(policy.reserveOutputTokens),
        )}
      </p>
    </div>
  );
}

/**
 * What the model will see, and what was cut: the budget as a bar of system prompt, summary,
 * history, pending input and free space; the projection's numbers; the messages, one line
 * each; the ids of the nodes left out; or, when the system prompt and pending input alone
 * do not fit, the overflow with the tokens needed against those available.
 * @example
 * ```tsx
 * const result = useContextProjection(policy, { system, pending });
 * <ContextInspector result={result} policy={policy} onRequestSummary={summarise} />
 * ```
 */
export function ContextInspector({
  result,
  policy,
  estimate,
  defaultOpen = NONE,
  onRequestSummary,
  className,
  components,
  labels,
}: ContextInspectorProps) {
  const parts = useMemo(
    () => (result.ok ? contextParts(result.messages, result.meta, policy, estimate) : undefined),
    [result, policy, estimate],
  );
  const rootClass = className ? `tl-context-inspector ${className}` : "tl-context-inspector";
  if (!result.ok) {
    return (
      <div className={rootClass} data-state="overflow">
        <Header
          state="overflow"
          tokens={result.error.neededTokens}
          policy={policy}
          labels={labels}
        />
        <ContextInspectorOverflow error={result.error} labels={labels} />
      </div>
    );
  }
  if (parts === undefined) return null;
  const { meta } = result;
  const state = stateOf(meta);
  return (
    <div className={rootClass} data-state={state}>
      <Header state={state} tokens={parts.total} policy={policy} labels={labels} />
      <ContextInspectorBudget parts={parts} policy={policy} labels={labels} />
      <ContextInspectorMeta
        meta={meta}
        sizedTokens={parts.total}
        onRequestSummary={onRequestSummary}
        labels={labels}
      />
      <ContextInspectorMessages
        messages={parts.messages}
        defaultOpen={defaultOpen.includes("messages")}
        Message={components?.Message ?? ContextInspectorMessage}
        labels={labels}
      />
      <ContextInspectorCut
        excludedNodeIds={meta.excludedNodeIds}
        summaryUsed={meta.summaryUsed}
        defaultOpen={defaultOpen.includes("excluded")}
        labels={labels}
      />
    </div>
  );
}
