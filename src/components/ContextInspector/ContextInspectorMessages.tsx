import { type ComponentType, useState } from "react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import type { ContextInspectorMessageProps } from "./ContextInspectorMessage.js";
import type { SizedMessage } from "./ContextInspectorParts.js";

const MAX_SHOWN = 100;

/** Props of `ContextInspectorMessages`. @internal */
export interface ContextInspectorMessagesProps {
  readonly messages: readonly SizedMessage[];
  readonly defaultOpen: boolean;
  readonly Message: ComponentType<ContextInspectorMessageProps>;
  readonly labels: Partial<ThreadlineLabels> | undefined;
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
  labels,
}: ContextInspectorMessagesProps) {
  const text = useLabels(labels);
  const format = useFormatters();
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
        {text.contextMessages(messages.length, format.count(messages.length))}
      </summary>
      {open ? (
        <div className="tl-context-inspector__disclosure-body">
          {first > 0 ? (
            <p className="tl-context-inspector__more">
              {text.contextMessagesNotListed(first, format.count(first), format.count(MAX_SHOWN))}
            </p>
          ) : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls; the keyboard must reach it */}
          <div className="tl-context-inspector__scroller" tabIndex={0}>
            <ol
              className="tl-context-inspector__messages"
              start={first + 1}
              aria-label={text.contextMessageList}
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
                    labels={labels}
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
