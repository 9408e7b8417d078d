import { Check, Copy, X } from "lucide-react";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useLabels } from "../labels/useLabels.js";
import { type CopyState, useClipboard } from "../useClipboard.js";

const icons = { idle: Copy, copied: Check, failed: X } as const;

function nameOf(state: CopyState, text: ThreadlineLabels): string {
  switch (state) {
    case "idle":
      return text.copyCode;
    case "copied":
      return text.copiedCode;
    case "failed":
      return text.copyCodeFailed;
    default:
      return state satisfies never;
  }
}

function announcementOf(state: CopyState, text: ThreadlineLabels): string {
  if (state === "copied") return text.copiedCodeAnnouncement;
  return state === "failed" ? text.copyCodeFailedAnnouncement : "";
}

/** Props of {@link CodeBlockCopyButton}. @internal */
export interface CodeBlockCopyButtonProps {
  code: string;
  onCopy?: ((code: string) => void) | undefined;
  labels?: Partial<ThreadlineLabels> | undefined;
}

/**
 * The Copy button of a code block: an icon that writes to `navigator.clipboard` when there is
 * one, turns into a check for two seconds and announces it politely.
 * @internal
 */
export function CodeBlockCopyButton({ code, onCopy, labels }: CodeBlockCopyButtonProps) {
  const text = useLabels(labels);
  const [state, write] = useClipboard();

  async function copy() {
    await write(code);
    onCopy?.(code);
  }

  const Icon = icons[state];
  return (
    <>
      <button
        type="button"
        className="tl-code-block__copy"
        data-state={state}
        aria-label={nameOf(state, text)}
        title={nameOf(state, text)}
        onClick={copy}
      >
        <Icon size={14} aria-hidden />
      </button>
      <span role="status" className="tl-visually-hidden">
        {announcementOf(state, text)}
      </span>
    </>
  );
}
