/** Props of {@link ComposerSendButton}, and of any `components.SendButton` replacement. */
export interface ComposerSendButtonProps {
  /** Whether the draft cannot be sent: blank, disabled or streaming. */
  readonly disabled: boolean;
}

/** Props of {@link ComposerStopButton}, and of any `components.StopButton` replacement. */
export interface ComposerStopButtonProps {
  /** Stops the agent. */
  readonly onStop: () => void;
  /** Whether the composer was given no `onStop`. */
  readonly disabled: boolean;
}

/**
 * The Send button of a {@link Composer}. It submits the composer's form, so a replacement
 * must be a `type="submit"` button too.
 * @example
 * ```tsx
 * const IconSend = ({ disabled }: ComposerSendButtonProps) => (
 *   <button type="submit" aria-label="Send" disabled={disabled}><ArrowUp /></button>
 * );
 * <Composer onSend={send} components={{ SendButton: IconSend }} />
 * ```
 */
export function ComposerSendButton({ disabled }: ComposerSendButtonProps) {
  return (
    <button type="submit" className="tl-composer__send" disabled={disabled}>
      Send
    </button>
  );
}

/**
 * The Stop button a {@link Composer} shows instead of Send while the agent streams.
 * @example
 * ```tsx
 * <Composer status="streaming" onSend={send} onStop={stop} components={{ StopButton: IconStop }} />
 * ```
 */
export function ComposerStopButton({ onStop, disabled }: ComposerStopButtonProps) {
  return (
    <button type="button" className="tl-composer__stop" disabled={disabled} onClick={onStop}>
      Stop
    </button>
  );
}
