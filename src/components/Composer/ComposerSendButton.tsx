import { ArrowUp, Square } from "lucide-react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link ComposerSendButton}, and of any `components.SendButton` replacement. */
export interface ComposerSendButtonProps {
  /** Whether the draft cannot be sent: blank, disabled or streaming. */
  readonly disabled: boolean;
  /** The composer's own labels, over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

/** Props of {@link ComposerStopButton}, and of any `components.StopButton` replacement. */
export interface ComposerStopButtonProps {
  /** Stops the agent. */
  readonly onStop: () => void;
  /** Whether the composer was given no `onStop`. */
  readonly disabled: boolean;
  /** The composer's own labels, over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

/**
 * The round Send button of a {@link Composer}, an arrow named by the `send` label. It submits
 * the composer's form, so a replacement must be a `type="submit"` button too.
 * @example
 * ```tsx
 * const TextSend = ({ disabled }: ComposerSendButtonProps) => (
 *   <button type="submit" disabled={disabled}>Send</button>
 * );
 * <Composer onSend={send} components={{ SendButton: TextSend }} />
 * ```
 */
export function ComposerSendButton({ disabled, labels }: ComposerSendButtonProps) {
  const text = useLabels(labels);
  return (
    <button type="submit" className="tl-composer__send" aria-label={text.send} disabled={disabled}>
      <ArrowUp size={16} strokeWidth={2.25} aria-hidden />
    </button>
  );
}

/**
 * The round Stop button a {@link Composer} shows instead of Send while the agent streams,
 * a square named by the `stop` label.
 * @example
 * ```tsx
 * <Composer status="streaming" onSend={send} onStop={stop} components={{ StopButton: TextStop }} />
 * ```
 */
export function ComposerStopButton({ onStop, disabled, labels }: ComposerStopButtonProps) {
  const text = useLabels(labels);
  return (
    <button
      type="button"
      className="tl-composer__stop"
      aria-label={text.stop}
      disabled={disabled}
      onClick={onStop}
    >
      <Square size={12} fill="currentColor" aria-hidden />
    </button>
  );
}
