import { useEffect, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

const buttonText: Record<CopyState, string> = {
  idle: "Copy",
  copied: "Copied",
  failed: "Copy failed",
};

const buttonName: Record<CopyState, string> = {
  idle: "Copy code",
  copied: "Copied",
  failed: "Copy failed",
};

const announcement: Record<CopyState, string> = {
  idle: "",
  copied: "Code copied to the clipboard",
  failed: "The clipboard is not available; select the code to copy it",
};

/** Props of {@link CodeBlockCopyButton}. @internal */
export interface CodeBlockCopyButtonProps {
  code: string;
  onCopy?: ((code: string) => void) | undefined;
}

/**
 * The Copy button of a code block: writes to `navigator.clipboard` when there is one,
 * says "Copied" for two seconds and announces it politely.
 * @internal
 */
export function CodeBlockCopyButton({ code, onCopy }: CodeBlockCopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      setState("failed");
    }
    onCopy?.(code);
  }

  return (
    <>
      <button
        type="button"
        className="tl-code-block__copy"
        data-state={state}
        aria-label={buttonName[state]}
        onClick={copy}
      >
        {buttonText[state]}
      </button>
      <span role="status" className="tl-code-block__announcement">
        {announcement[state]}
      </span>
    </>
  );
}
