import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of `MessageEditor`. */
export interface MessageEditorProps {
  /** The message as it was; the field opens with it, the caret at its end. */
  readonly initialText: string;
  /** Called with the edited text, trimmed, when it is saved (never empty nor unchanged). */
  readonly onSave: (text: string) => void;
  /** Called when the user leaves the editor without saving (Cancel or Escape). */
  readonly onCancel: () => void;
  /** Labels over those of the nearest `LabelsProvider`. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

// Browsers without `field-sizing: content` (Firefox, older Safari) grow the field by script.
const sizesItself =
  typeof CSS !== "undefined" &&
  typeof CSS.supports === "function" &&
  CSS.supports("field-sizing", "content");

/**
 * The inline editor that takes the place of a user message: a field that grows with its text,
 * focused with the caret at the end, with Save and Cancel. Enter saves and Shift+Enter breaks
 * the line (never while an input method composes); Escape cancels. Save does nothing while the
 * text is empty or the same as before.
 * @example
 * {editing ? (
 *   <MessageEditor
 *     initialText={turnText(turn)}
 *     onSave={(text) => { setEditing(false); onEdit(turn.id, text); }}
 *     onCancel={() => setEditing(false)}
 *   />
 * ) : (
 *   <UserBubble turn={turn} />
 * )}
 */
export function MessageEditor({ initialText, onSave, onCancel, labels: own }: MessageEditorProps) {
  const labels = useLabels(own);
  const [text, setText] = useState(initialText);
  const field = useRef<HTMLTextAreaElement>(null);
  const edited = text.trim();
  const savable = edited !== "" && edited !== initialText.trim();

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const element = field.current;
    if (sizesItself || !element) return;
    element.style.height = "auto";
    element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  const save = () => {
    if (savable) onSave(edited);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      // Consumed here, so a dialog or panel around the thread does not close as well.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className="tl-message-editor">
      <textarea
        ref={field}
        className="tl-message-editor__input"
        aria-label={labels.editorLabel}
        // An empty field follows the page, as `dir="auto"` would turn it left to right.
        dir={text === "" ? undefined : "auto"}
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="tl-message-editor__footer">
        <button type="button" className="tl-message-editor__button" onClick={onCancel}>
          {labels.cancelEdit}
        </button>
        {/* aria-disabled, not disabled: the button stays where Tab and screen readers find it. */}
        <button
          type="button"
          className="tl-message-editor__button"
          data-action="save"
          aria-disabled={!savable}
          onClick={save}
        >
          {labels.saveEdit}
        </button>
      </div>
    </div>
  );
}
