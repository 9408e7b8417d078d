import { useRef } from "react";

/** Props of {@link ComposerAttachments}, and of any `components.Attachments` replacement. */
export interface ComposerAttachmentsProps {
  /** The files chosen so far. */
  files: readonly File[];
  /** Called with the file whose Remove button was pressed. */
  onRemove: (file: File) => void;
  /** Disables the Remove buttons. */
  disabled: boolean;
}

/** Props of {@link ComposerAttachButton}, and of any `components.AttachButton` replacement. */
export interface ComposerAttachButtonProps {
  /** Called with the files the user picked. */
  onAdd: (files: readonly File[]) => void;
  /** Disables the button. */
  disabled: boolean;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A key that tells files apart, so picking the same file twice attaches it once. */
export function attachmentKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

/**
 * The files attached to a {@link Composer} draft, each with its size and a Remove button.
 * @example
 * <ComposerAttachments files={files} onRemove={(file) => setFiles(without(file))} disabled={false} />
 */
export function ComposerAttachments({ files, onRemove, disabled }: ComposerAttachmentsProps) {
  if (files.length === 0) return null;
  return (
    <ul className="tl-composer__attachments" aria-label="Attachments">
      {files.map((file) => (
        <li key={attachmentKey(file)} className="tl-composer__attachment">
          <span className="tl-composer__attachment-name">{file.name}</span>
          <span className="tl-composer__attachment-size">{formatSize(file.size)}</span>
          <button
            type="button"
            className="tl-composer__remove"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(file)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The button that opens the file picker of a {@link Composer}.
 * @example
 * <ComposerAttachButton onAdd={(picked) => setFiles([...files, ...picked])} disabled={false} />
 */
export function ComposerAttachButton({ onAdd, disabled }: ComposerAttachButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="tl-composer__attach"
        aria-label="Attach files"
        disabled={disabled}
        onClick={() => picker.current?.click()}
      >
        Attach
      </button>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          onAdd(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = "";
        }}
      />
    </>
  );
}
