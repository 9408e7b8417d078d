import { FileText, Paperclip, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link ComposerAttachments}, and of any `components.Attachments` replacement. */
export interface ComposerAttachmentsProps {
  /** The files chosen so far. */
  readonly files: readonly File[];
  /** Called with the file whose Remove button was pressed. */
  readonly onRemove: (file: File) => void;
  /** Disables the Remove buttons. */
  readonly disabled: boolean;
  /** The composer's own labels, over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

/** Props of {@link ComposerAttachButton}, and of any `components.AttachButton` replacement. */
export interface ComposerAttachButtonProps {
  /** Called with the files the user picked. */
  readonly onAdd: (files: readonly File[]) => void;
  /** Disables the button. */
  readonly disabled: boolean;
  /** The composer's own labels, over the nearest `LabelsProvider`'s. */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
}

/** A key that tells files apart, so picking the same file twice attaches it once. */
export function attachmentKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

/** Whether a file shows as a thumbnail rather than as a name. */
function isImage(file: File): boolean {
  return file.type.startsWith("image/");
}

/** An object URL for the file while the caller is mounted, revoked when it unmounts. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function Thumbnail({ file }: { readonly file: File }) {
  const url = useObjectUrl(file);
  return url === undefined ? (
    <span className="tl-composer__thumbnail" />
  ) : (
    <img className="tl-composer__thumbnail" src={url} alt={file.name} decoding="async" />
  );
}

function FileCard({ file }: { readonly file: File }) {
  const format = useFormatters();
  return (
    <>
      <span className="tl-composer__file-icon">
        <FileText size={16} aria-hidden />
      </span>
      <span className="tl-composer__file">
        <bdi className="tl-composer__file-name">{file.name}</bdi>
        <bdi className="tl-composer__file-size">{format.fileSize(file.size)}</bdi>
      </span>
    </>
  );
}

/**
 * The files attached to a {@link Composer} draft: images as thumbnails, other files as a
 * card with their name and size, each with a Remove button named after the file.
 * @example
 * <ComposerAttachments files={files} onRemove={(file) => setFiles(without(file))} disabled={false} />
 */
export function ComposerAttachments({
  files,
  onRemove,
  disabled,
  labels,
}: ComposerAttachmentsProps) {
  const text = useLabels(labels);
  if (files.length === 0) return null;
  return (
    <ul className="tl-composer__attachments" aria-label={text.composerAttachments}>
      {files.map((file) => {
        const image = isImage(file);
        return (
          <li
            key={attachmentKey(file)}
            className="tl-composer__attachment"
            data-kind={image ? "image" : "file"}
          >
            {image ? <Thumbnail file={file} /> : <FileCard file={file} />}
            <button
              type="button"
              className="tl-composer__remove"
              aria-label={text.composerRemoveAttachment(file.name)}
              disabled={disabled}
              onClick={() => onRemove(file)}
            >
              <X size={12} strokeWidth={2.5} aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The paperclip button that opens the file picker of a {@link Composer}.
 * @example
 * <ComposerAttachButton onAdd={(picked) => setFiles([...files, ...picked])} disabled={false} />
 */
export function ComposerAttachButton({ onAdd, disabled, labels }: ComposerAttachButtonProps) {
  const text = useLabels(labels);
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="tl-composer__attach"
        aria-label={text.composerAttach}
        disabled={disabled}
        onClick={() => picker.current?.click()}
      >
        <Paperclip size={16} aria-hidden />
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
