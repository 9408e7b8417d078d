import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { Composer } from "./Composer.js";
import type { ComposerAttachmentsProps } from "./ComposerAttachments.js";
import type { ComposerSendButtonProps, ComposerStopButtonProps } from "./ComposerSendButton.js";

function FileCount({ files }: ComposerAttachmentsProps) {
  return <p>{`${files.length} files attached`}</p>;
}

function PlainAttach() {
  return <span>custom attach</span>;
}

function GoButton({ disabled }: ComposerSendButtonProps) {
  return (
    <button type="submit" disabled={disabled}>
      Go
    </button>
  );
}

function HaltButton({ disabled }: ComposerStopButtonProps) {
  return (
    <button type="button" disabled={disabled}>
      Halt
    </button>
  );
}

describe("Composer", () => {
  it("renders a labelled field and a disabled Send while empty on the server", () => {
    const html = renderToString(<Composer onSend={() => {}} />);
    expect(html).toMatch(/<label class="tl-composer__label" for="([^"]+)">Message<\/label>/);
    expect(html).toContain('placeholder="Send a message…"');
    expect(html).toContain('data-status="idle"');
    expect(html).toContain('data-state="empty"');
    expect(html).toMatch(
      /<button type="submit" class="tl-composer__send" aria-label="Send" disabled="">/,
    );
  });

  it("renders the starting text and an enabled Send", () => {
    const html = renderToString(<Composer onSend={() => {}} defaultValue="Hello there" />);
    expect(html).toContain("Hello there</textarea>");
    expect(html).toContain('data-state="ready"');
    expect(html).not.toContain("disabled");
  });

  it("swaps Send for Stop while streaming", () => {
    const html = renderToString(
      <Composer onSend={() => {}} onStop={() => {}} status="streaming" />,
    );
    expect(html).toContain('data-status="streaming"');
    expect(html).toContain('aria-label="Stop"');
    expect(html).not.toContain('aria-label="Send"');
  });

  it("lists the starting attachments with their sizes", () => {
    const html = renderToString(
      <Composer
        onSend={() => {}}
        allowAttachments
        defaultAttachments={[new File(["x".repeat(2048)], "notes.md")]}
      />,
    );
    expect(html).toContain('aria-label="Attachments"');
    expect(html).toContain("notes.md");
    expect(html).toContain("2 kB");
    expect(html).toContain('aria-label="Remove notes.md"');
    expect(html).toContain('aria-label="Attach files"');
  });

  it("disables the field and Send", () => {
    const html = renderToString(<Composer onSend={() => {}} disabled defaultValue="Hi" />);
    expect(html).toContain('data-state="disabled"');
    expect(html).toMatch(/<textarea[^>]* disabled=""/);
  });

  it("renders custom parts instead of the defaults", () => {
    const html = renderToString(
      <Composer
        onSend={() => {}}
        allowAttachments
        defaultAttachments={[new File(["x"], "notes.md")]}
        components={{ Attachments: FileCount, AttachButton: PlainAttach, SendButton: GoButton }}
      />,
    );
    expect(html).toContain("<p>1 files attached</p>");
    expect(html).toContain("<span>custom attach</span>");
    expect(html).toContain('<button type="submit">Go</button>');
    expect(html).not.toContain("tl-composer__attachments");
    expect(html).not.toContain('aria-label="Attach files"');
    expect(html).not.toContain('aria-label="Send"');
  });

  it("renders a custom StopButton while streaming", () => {
    const html = renderToString(
      <Composer onSend={() => {}} status="streaming" components={{ StopButton: HaltButton }} />,
    );
    expect(html).toContain('<button type="button" disabled="">Halt</button>');
    expect(html).not.toContain('aria-label="Stop"');
  });

  it("takes every text from its labels", () => {
    const html = renderToString(
      <Composer
        onSend={() => {}}
        allowAttachments
        defaultAttachments={[new File(["x"], "notes.md")]}
        labels={{
          send: "Senden",
          composerInput: "Nachricht",
          composerPlaceholder: "Schreiben…",
          composerAttach: "Anhängen",
          composerAttachments: "Anhänge",
          composerRemoveAttachment: (name) => `${name} entfernen`,
        }}
      />,
    );
    expect(html).toContain(">Nachricht</label>");
    expect(html).toContain('placeholder="Schreiben…"');
    expect(html).toContain('aria-label="Senden"');
    expect(html).toContain('aria-label="Anhängen"');
    expect(html).toContain('aria-label="Anhänge"');
    expect(html).toContain('aria-label="notes.md entfernen"');
  });

  it("gives the size of an attached file in the locale", () => {
    const html = renderToString(
      <LabelsProvider locale="de-DE">
        <Composer
          onSend={() => {}}
          defaultAttachments={[new File(["x".repeat(2_500_000)], "a.bin")]}
        />
      </LabelsProvider>,
    );
    expect(html).toContain("2,5 MB");
  });
});
