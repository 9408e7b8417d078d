import type { ContextOverflow } from "../../core/context/projectContext.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { barWidth } from "./ContextInspectorFormat.js";

/** Props of `ContextInspectorOverflow`. @internal */
export interface ContextInspectorOverflowProps {
  readonly error: ContextOverflow;
  readonly labels: Partial<ThreadlineLabels> | undefined;
}

/**
 * Why no context could be built: the system prompt and pending input alone need more tokens
 * than the budget has, shown as numbers and as a bar of what fits against what spills over.
 * @internal
 */
export function ContextInspectorOverflow({ error, labels }: ContextInspectorOverflowProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const { neededTokens, availableTokens } = error;
  const over = Math.max(0, neededTokens - availableTokens);
  const scale = Math.max(neededTokens, availableTokens, 1);
  return (
    <div className="tl-context-inspector__overflow" role="alert">
      <p className="tl-context-inspector__overflow-message">{text.contextOverflowMessage}</p>
      <div className="tl-context-inspector__bar" aria-hidden="true">
        <span
          className="tl-context-inspector__segment"
          data-part="available"
          style={{ width: barWidth(availableTokens, scale) }}
        />
        <span
          className="tl-context-inspector__segment"
          data-part="over"
          style={{ width: barWidth(over, scale) }}
        />
      </div>
      <dl className="tl-context-inspector__facts">
        <div className="tl-context-inspector__fact">
          <dt>{text.contextNeeded}</dt>
          <dd>{format.count(neededTokens)}</dd>
        </div>
        <div className="tl-context-inspector__fact">
          <dt>{text.contextAvailable}</dt>
          <dd>{format.count(availableTokens)}</dd>
        </div>
        <div className="tl-context-inspector__fact" data-fact="over">
          <dt>{text.contextOverBy}</dt>
          <dd>{format.count(over)}</dd>
        </div>
      </dl>
      <p className="tl-context-inspector__code">
        {text.contextErrorCode} <code>{error.code}</code>
      </p>
    </div>
  );
}
