import {
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  attachmentKey,
  ComposerAttachButton,
  type ComposerAttachButtonProps,
  ComposerAttachments,
  type ComposerAttachmentsProps,
} from "./ComposerAttachments.js";
import {
  ComposerSendButton,
  type ComposerSendButtonProps,
  ComposerStopButton,
  type ComposerStopButtonProps,
} from "./ComposerSendButton.js";

/** What {@link Composer} sends: the trimmed text and the attached files. */
export interface ComposerMessage {
  readonly text: string;
  readonly attachments: readonly File[];
}

/** The parts {@link Composer} renders, each replaceable through `components`. */
export interface ComposerComponents {
  /** The attached files above the field, also rendered when there are none. @default ComposerAttachments */
  readonly Attachments: ComponentType<ComposerAttachmentsProps>;
  /** Opens the file picker, shown with `allowAttachments`. @default ComposerAttachButton */
  readonly AttachButton: ComponentType<ComposerAttachButtonProps>;
  /** Submits the form; keep it a `type="submit"` button. @default ComposerSendButton */
  readonly SendButton: ComponentType<ComposerSendButtonProps>;
  /** Shown instead of Send while streaming. @default ComposerStopButton */
  readonly StopButton: ComponentType<ComposerStopButtonProps>;
}

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** Called with the message when the user sends it. */
  onSend: (message: ComposerMessage) => void;
  /** Called when the user presses Stop while the agent streams. */
  onStop?: () => void;
  /** `streaming` swaps Send for Stop and keeps Enter from sending. @default "idle" */
  status?: "idle" | "streaming";
  /** The field's label, read by assistive technology. @default "Message" */
  label?: string;
  /** @default "Send a message…" */
  placeholder?: string;
  /** Disables the field and Send (Stop stays usable). @default false */
  disabled?: boolean;
  /** Shows an Attach button with a file picker. @default false */
  allowAttachments?: boolean;
  /** The text, when the caller owns it (controlled); pair it with `onChange`. */
  value?: string;
  /** Called with the new text on every edit. */
  onChange?: (value: string) => void;
  /** The starting text when the composer owns it (uncontrolled). @default "" */
  defaultValue?: string;
  /** Files attached from the start, such as a restored draft. @default [] */
  defaultAttachments?: readonly File[];
  /** Extra class names for the root element, after `tl-composer`. */
  className?: string;
  /** Parts to use instead of the defaults. */
  components?: Partial<ComposerComponents>;
}

const noFiles: readonly File[] = [];

const noStop = () => {};

const defaultComponents: ComposerComponents = {
  Attachments: ComposerAttachments,
  AttachButton: ComposerAttachButton,
  SendButton: ComposerSendButton,
  StopButton: ComposerStopButton,
};

function useAutoGrow(field: RefObject<HTMLTextAreaElement | null>, text: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again whenever the text changes.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = "auto";
    if (element.scrollHeight > 0) element.style.height = `${element.scrollHeight}px`;
  }, [field, text]);
}

function stateOf(disabled: boolean, sendable: boolean): "disabled" | "empty" | "ready" {
  if (disabled) return "disabled";
  return sendable ? "ready" : "empty";
}

/**
 * Where the user writes to the agent: an auto-growing field where Enter sends and Shift+Enter
 * breaks the line (never while an IME composes), Send (Stop while streaming), and optional
 * attachments. Blank text with no attachment never sends; the text is sent trimmed, then the
 * field clears unless it is controlled. The root carries `data-status` and `data-state`
 * (`disabled`, `empty` or `ready`).
 *
 * @example
 * ```tsx
 * <Composer status={streaming ? "streaming" : "idle"} onSend={({ text }) => send(text)} onStop={stop} />
 * ```
 */
export function Composer({
  onSend,
  onStop,
  status = "idle",
  label = "Message",
  placeholder = "Send a message…",
  disabled = false,
  allowAttachments = false,
  value,
  onChange,
  defaultValue = "",
  defaultAttachments = noFiles,
  className,
  components,
}: ComposerProps) {
  const parts = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [draft, setDraft] = useState(defaultValue);
  const [attachments, setAttachments] = useState(defaultAttachments);
  const text = value ?? draft;
  useAutoGrow(field, text);
  const streaming = status === "streaming";
  const sendable = !disabled && !streaming && (text.trim() !== "" || attachments.length > 0);

  const change = (next: string) => {
    if (value === undefined) setDraft(next);
    onChange?.(next);
  };
  const send = () => {
    if (!sendable) return;
    onSend({ text: text.trim(), attachments });
    if (value === undefined) setDraft("");
    setAttachments(noFiles);
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    // Safari ends an IME composition with an Enter whose isComposing is false but keyCode is 229.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };
  const add = (files: readonly File[]) => {
    const known = new Set(attachments.map(attachmentKey));
    setAttachments([...attachments, ...files.filter((file) => !known.has(attachmentKey(file)))]);
  };
  const remove = (file: File) => {
    setAttachments(attachments.filter((attached) => attached !== file));
    field.current?.focus();
  };
  return (
    <form
      className={className ? `tl-composer ${className}` : "tl-composer"}
      data-status={status}
      data-state={stateOf(disabled, sendable)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="tl-composer__label" htmlFor={id}>
        {label}
      </label>
      <parts.Attachments files={attachments} onRemove={remove} disabled={disabled} />
      <div className="tl-composer__row">
        {allowAttachments && <parts.AttachButton onAdd={add} disabled={disabled} />}
        <textarea
          ref={field}
          id={id}
          className="tl-composer__input"
          rows={1}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <parts.StopButton onStop={onStop ?? noStop} disabled={onStop === undefined} />
        ) : (
          <parts.SendButton disabled={!sendable} />
        )}
      </div>
    </form>
  );
}
