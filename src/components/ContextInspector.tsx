import { type ComponentType, useMemo } from "react";
import type { ContextPolicy, TokenEstimator } from "../core/context/ContextPolicy.js";
import type { ContextMeta, ContextResult } from "../core/context/projectContext.js";
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
import { formatCount } from "./formatCount.js";

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
}

const STATE_LABELS: Readonly<Record<ContextInspectorState, string>> = {
  fits: "Everything fits",
  truncated: "Truncated",
  needs_summary: "Needs a summary",
  overflow: "Overflow",
};

const NONE: readonly ContextInspectorSection[] = [];

function stateOf(meta: ContextMeta): ContextInspectorState {
  if (meta.needsSummary) return "needs_summary";
  return meta.truncated ? "truncated" : "fits";
}

interface HeaderProps {
  readonly state: ContextInspectorState;
  readonly tokens: number;
  readonly policy: ContextPolicy;
}

function Header({ state, tokens, policy }: HeaderProps) {
  const budget = policy.maxInputTokens - policy.reserveOutputTokens;
  const verb = state === "overflow" ? "Needs" : "Estimated";
  return (
    <div className="tl-context-inspector__header">
      <p className="tl-context-inspector__headline">
        {`${verb} ${formatCount(tokens)} of ${formatCount(budget)} tokens (${formatShare(tokens, budget)})`}
      </p>
      <span className="tl-context-inspector__state">{STATE_LABELS[state]}</span>
      <p className="tl-context-inspector__budget-detail">
        {`Budget: ${formatCount(policy.maxInputTokens)} input − ${formatCount(policy.reserveOutputTokens)} reserved for the answer`}
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
}: ContextInspectorProps) {
  const parts = useMemo(
    () => (result.ok ? contextParts(result.messages, result.meta, policy, estimate) : undefined),
    [result, policy, estimate],
  );
  const rootClass = className ? `tl-context-inspector ${className}` : "tl-context-inspector";
  if (!result.ok) {
    return (
      <div className={rootClass} data-state="overflow">
        <Header state="overflow" tokens={result.error.neededTokens} policy={policy} />
        <ContextInspectorOverflow error={result.error} />
      </div>
    );
  }
  if (parts === undefined) return null;
  const { meta } = result;
  const state = stateOf(meta);
  return (
    <div className={rootClass} data-state={state}>
      <Header state={state} tokens={parts.total} policy={policy} />
      <ContextInspectorBudget parts={parts} policy={policy} />
      <ContextInspectorMeta
        meta={meta}
        sizedTokens={parts.total}
        onRequestSummary={onRequestSummary}
      />
      <ContextInspectorMessages
        messages={parts.messages}
        defaultOpen={defaultOpen.includes("messages")}
        Message={components?.Message ?? ContextInspectorMessage}
      />
      <ContextInspectorCut
        excludedNodeIds={meta.excludedNodeIds}
        summaryUsed={meta.summaryUsed}
        defaultOpen={defaultOpen.includes("excluded")}
      />
    </div>
  );
}
