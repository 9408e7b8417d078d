import { type ComponentType, useState } from "react";
import { plural } from "./ContextInspectorFormat.js";
import type { ContextInspectorMessageProps } from "./ContextInspectorMessage.js";
import type { SizedMessage } from "./ContextInspectorParts.js";
import { formatCount } from "./formatCount.js";

const MAX_SHOWN = 100;

/** Props of `ContextInspectorMessages`. @internal */
export interface ContextInspectorMessagesProps {
  readonly messages: readonly SizedMessage[];
  readonly defaultOpen: boolean;
  readonly Message: ComponentType<ContextInspectorMessageProps>;
}

/**
 * The messages the model will see, in a disclosure: the last 100 at most, one line each,
 * with how many earlier ones are not listed, in a box that scrolls. Rows render only while
 * it is open.
 * @internal
 */
export function ContextInspectorMessages({
  messages,
  defaultOpen,
  Message,
}: ContextInspectorMessagesProps) {
  const [open, setOpen] = useState(defaultOpen);
  const first = Math.max(0, messages.length - MAX_SHOWN);
  return (
    <details
      className="tl-context-inspector__disclosure"
      data-section="messages"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="tl-context-inspector__summary">
        {`What the model will see: ${plural(messages.length, "message")}`}
      </summary>
      {open ? (
        <div className="tl-context-inspector__disclosure-body">
          {first > 0 ? (
            <p className="tl-context-inspector__more">
              {`${plural(first, "earlier message")} not listed; the last ${formatCount(MAX_SHOWN)} follow.`}
            </p>
          ) : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls; the keyboard must reach it */}
          <div className="tl-context-inspector__scroller" tabIndex={0}>
            <ol
              className="tl-context-inspector__messages"
              start={first + 1}
              aria-label="Context messages"
            >
              {messages.slice(first).map((sized) => (
                <li
                  key={sized.index}
                  className="tl-context-inspector__message"
                  data-part={sized.part}
                >
                  <Message
                    message={sized.message}
                    part={sized.part}
                    tokens={sized.tokens}
                    index={sized.index}
                  />
                </li>
              ))}
            </ol>
          </div>
        </div>
      ) : null}
    </details>
  );
}
