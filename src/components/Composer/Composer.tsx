import {
  type ClipboardEvent,
  type ComponentType,
  type DragEvent,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
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
  /** The field's accessible name. @default the `composerInput` label, "Message" */
  label?: string;
  /** @default the `composerPlaceholder` label, "Send a message…" */
  placeholder?: string;
  /** Disables the field and Send (Stop stays usable). @default false */
  disabled?: boolean;
  /** Takes files from the Attach button, from the clipboard and dropped on the composer. @default false */
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
  /** Labels over the nearest `LabelsProvider`'s (or `defaultLabels`). */
  labels?: Partial<ThreadlineLabels> | undefined;
}

const noFiles: readonly File[] = [];

const noStop = () => {};

const defaultComponents: ComposerComponents = {
  Attachments: ComposerAttachments,
  AttachButton: ComposerAttachButton,
  SendButton: ComposerSendButton,
  StopButton: ComposerStopButton,
};

let fieldSizing: boolean | undefined;

/** Whether the browser grows the field itself (`field-sizing: content`). */
function sizesItself(): boolean {
  fieldSizing ??= typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content") === true;
  return fieldSizing;
}

/** Where `field-sizing` is missing, fits the field's height to its text; CSS caps it. */
function fitHeight(field: HTMLTextAreaElement | null) {
  if (!field || sizesItself()) return;
  field.style.height = "auto";
  // A hidden field measures 0: leave it to its rows rather than collapse it.
  field.style.height = field.scrollHeight > 0 ? `${field.scrollHeight}px` : "";
}

function stateOf(disabled: boolean, sendable: boolean): "disabled" | "empty" | "ready" {
  if (disabled) return "disabled";
  return sendable ? "ready" : "empty";
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/** Drag-and-drop of files onto the composer, and whether files are over it now. */
function useFileDrop(accepts: boolean, add: (files: readonly File[]) => void) {
  const [over, setOver] = useState(false);
  // Entering a child fires dragenter before the parent's dragleave: count the levels.
  const depth = useRef(0);
  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!accepts || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!accepts || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: () => {
      depth.current -= 1;
      if (depth.current <= 0) leave();
    },
    onDrop: (event: DragEvent) => {
      leave();
      if (!accepts || !carriesFiles(event)) return;
      event.preventDefault();
      add(Array.from(event.dataTransfer.files));
    },
  };
  return { over: over && accepts, handlers };
}

/**
 * Where the user writes to the agent: one rounded box with a field that grows with its text
 * up to a maximum height, then scrolls. Enter sends and Shift+Enter breaks the line (never
 * while an IME composes); Send is a round arrow, Stop a square while streaming. With
 * `allowAttachments` files come from the paperclip, from pasting and from dropping them on
 * the box, and show as thumbnails or cards with a Remove button each. Blank text with no
 * attachment never sends; the text is sent trimmed, then the field clears unless it is
 * controlled. The root carries `data-status`, `data-state` (`disabled`, `empty` or `ready`)
 * and `data-drop="active"` while files are dragged over it.
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
  label,
  placeholder,
  disabled = false,
  allowAttachments = false,
  value,
  onChange,
  defaultValue = "",
  defaultAttachments = noFiles,
  className,
  components,
  labels,
}: ComposerProps) {
  const text = useLabels(labels);
  const parts = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [draft, setDraft] = useState(defaultValue);
  const [attachments, setAttachments] = useState(defaultAttachments);
  const message = value ?? draft;
  const streaming = status === "streaming";
  const sendable = !disabled && !streaming && (message.trim() !== "" || attachments.length > 0);
  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    setAttachments((current) => {
      const known = new Set(current.map(attachmentKey));
      const fresh = files.filter((file) => !known.has(attachmentKey(file)));
      return fresh.length === 0 ? current : [...current, ...fresh];
    });
  };
  const drop = useFileDrop(allowAttachments && !disabled, add);
  // A starting text of several lines needs its height once where the browser cannot size it.
  useLayoutEffect(() => fitHeight(field.current), []);

  const change = (next: string) => {
    if (value === undefined) setDraft(next);
    onChange?.(next);
  };
  const send = () => {
    if (!sendable) return;
    onSend({ text: message.trim(), attachments });
    if (value === undefined) setDraft("");
    setAttachments(noFiles);
    if (field.current) {
      field.current.style.height = "";
      field.current.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    // Safari ends an IME composition with an Enter whose isComposing is false but keyCode is 229.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!allowAttachments || event.clipboardData.files.length === 0) return;
    event.preventDefault();
    add(Array.from(event.clipboardData.files));
  };
  const remove = (file: File) => {
    setAttachments((current) => current.filter((attached) => attached !== file));
    field.current?.focus();
  };
  return (
    <form
      className={className ? `tl-composer ${className}` : "tl-composer"}
      data-status={status}
      data-state={stateOf(disabled, sendable)}
      data-drop={drop.over ? "active" : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...drop.handlers}
    >
      <label className="tl-composer__label" htmlFor={id}>
        {label ?? text.composerInput}
      </label>
      <parts.Attachments
        files={attachments}
        onRemove={remove}
        disabled={disabled}
        labels={labels}
      />
      <textarea
        ref={field}
        id={id}
        className="tl-composer__input"
        // Typed text takes its own direction; the empty field and its placeholder follow the
        // page, as `dir="auto"` on an empty field would turn them left to right.
        dir={message === "" ? undefined : "auto"}
        rows={1}
        value={message}
        placeholder={placeholder ?? text.composerPlaceholder}
        disabled={disabled}
        onChange={(event) => {
          change(event.currentTarget.value);
          fitHeight(event.currentTarget);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <div className="tl-composer__footer">
        {allowAttachments && <parts.AttachButton onAdd={add} disabled={disabled} labels={labels} />}
        {streaming ? (
          <parts.StopButton
            onStop={onStop ?? noStop}
            disabled={onStop === undefined}
            labels={labels}
          />
        ) : (
          <parts.SendButton disabled={!sendable} labels={labels} />
        )}
      </div>
      {drop.over && <div className="tl-composer__drop">{text.composerDropFiles}</div>}
    </form>
  );
}
