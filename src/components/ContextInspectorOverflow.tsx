import type { ContextOverflow } from "../core/context/projectContext.js";
import { barWidth } from "./ContextInspectorFormat.js";
import { formatCount } from "./formatCount.js";

/** Props of `ContextInspectorOverflow`. @internal */
export interface ContextInspectorOverflowProps {
  readonly error: ContextOverflow;
}

/**
 * Why no context could be built: the system prompt and pending input alone need more tokens
 * than the budget has, shown as numbers and as a bar of what fits against what spills over.
 * @internal
 */
export function ContextInspectorOverflow({ error }: ContextInspectorOverflowProps) {
  const { neededTokens, availableTokens } = error;
  const over = Math.max(0, neededTokens - availableTokens);
  const scale = Math.max(neededTokens, availableTokens, 1);
  return (
    <div className="tl-context-inspector__overflow" role="alert">
      <p className="tl-context-inspector__overflow-message">
        The system prompt and pending input alone do not fit the budget. Shorten them or raise the
        budget.
      </p>
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
          <dt>Needed</dt>
          <dd>{formatCount(neededTokens)}</dd>
        </div>
        <div className="tl-context-inspector__fact">
          <dt>Available</dt>
          <dd>{formatCount(availableTokens)}</dd>
        </div>
        <div className="tl-context-inspector__fact" data-fact="over">
          <dt>Over by</dt>
          <dd>{formatCount(over)}</dd>
        </div>
      </dl>
      <p className="tl-context-inspector__code">
        Code <code>{error.code}</code>
      </p>
    </div>
  );
}
