// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Composer, type ComposerMessage } from "./Composer.js";
import type { ComposerAttachButtonProps, ComposerAttachmentsProps } from "./ComposerAttachments.js";
import type { ComposerSendButtonProps, ComposerStopButtonProps } from "./ComposerSendButton.js";

afterEach(() => {
  cleanup();
});

function Owner({ onSend }: { onSend: (message: ComposerMessage) => void }) {
  const [value, setValue] = useState("draft");
  return <Composer value={value} onChange={setValue} onSend={onSend} />;
}

function GoButton({ disabled }: ComposerSendButtonProps) {
  return (
    <button type="submit" disabled={disabled}>
      Go
    </button>
  );
}

function HaltButton({ onStop, disabled }: ComposerStopButtonProps) {
  return (
    <button type="button" disabled={disabled} onClick={onStop}>
      Halt
    </button>
  );
}

const pickedNotes = new File(["# notes"], "notes.md");

function AddNotes({ onAdd }: ComposerAttachButtonProps) {
  return (
    <button type="button" onClick={() => onAdd([pickedNotes])}>
      Add notes
    </button>
  );
}

function DropButtons({ files, onRemove }: ComposerAttachmentsProps) {
  return (
    <p>
      {files.map((file) => (
        <button key={file.name} type="button" onClick={() => onRemove(file)}>
          {`Drop ${file.name}`}
        </button>
      ))}
    </p>
  );
}

describe("Composer", () => {
  it("sends the trimmed text on Enter and clears the field", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await user.type(field, "  Why is CI red? {Enter}");
    expect(onSend.mock.calls).toEqual([[{ text: "Why is CI red?", attachments: [] }]]);
    expect((field as HTMLTextAreaElement).value).toBe("");
  });

  it("breaks the line on Shift+Enter", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const field = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    await user.type(field, "one{Shift>}{Enter}{/Shift}two");
    expect(field.value).toBe("one\ntwo");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("lets typed text take its own direction and leaves the empty field to the page", async () => {
    const user = userEvent.setup();
    render(<Composer onSend={vi.fn()} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    expect(field.getAttribute("dir")).toBeNull();
    await user.type(field, "שלום");
    expect(field.getAttribute("dir")).toBe("auto");
    await user.clear(field);
    expect(field.getAttribute("dir")).toBeNull();
  });

  it("never sends while an IME composes", () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} defaultValue="にほん" />);
    const field = screen.getByRole("textbox", { name: "Message" });
    fireEvent.keyDown(field, { key: "Enter", isComposing: true });
    fireEvent.keyDown(field, { key: "Enter", keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("never sends blank text", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
  });

  it("sends with the Send button", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend.mock.calls).toEqual([[{ text: "Hello", attachments: [] }]]);
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Message" }));
  });

  it("stops instead of sending while streaming", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onStop = vi.fn();
    render(<Composer onSend={onSend} onStop={onStop} status="streaming" />);
    const field = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    await user.type(field, "next question{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(field.value).toBe("next question");
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it("follows a controlled value and leaves clearing to the owner", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Owner onSend={onSend} />);
    const field = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    await user.type(field, "ed{Enter}");
    expect(onSend.mock.calls).toEqual([[{ text: "drafted", attachments: [] }]]);
    expect(field.value).toBe("drafted");
  });

  it("attaches, lists, removes and sends files", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { container } = render(<Composer onSend={onSend} allowAttachments />);
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
    const notes = new File(["# notes"], "notes.md", { type: "text/markdown" });
    const log = new File(["error"], "ci.log", { type: "text/plain" });
    await user.upload(picker, [notes, log]);
    await user.upload(picker, notes);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "notes.md7 bytes",
      "ci.log5 bytes",
    ]);
    await user.click(screen.getByRole("button", { name: "Remove ci.log" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend.mock.calls).toEqual([[{ text: "", attachments: [notes] }]]);
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("sends and stops through custom SendButton and StopButton parts", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onStop = vi.fn();
    const components = { SendButton: GoButton, StopButton: HaltButton };
    const { rerender } = render(<Composer onSend={onSend} components={components} />);
    expect(screen.getByRole("button", { name: "Go" }).hasAttribute("disabled")).toBe(true);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(onSend.mock.calls).toEqual([[{ text: "Hello", attachments: [] }]]);
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    rerender(
      <Composer onSend={onSend} onStop={onStop} status="streaming" components={components} />,
    );
    await user.click(screen.getByRole("button", { name: "Halt" }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it("attaches and removes files through custom AttachButton and Attachments parts", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(
      <Composer
        onSend={onSend}
        allowAttachments
        components={{ AttachButton: AddNotes, Attachments: DropButtons }}
      />,
    );
    expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add notes" }));
    await user.click(screen.getByRole("button", { name: "Drop notes.md" }));
    expect(screen.queryByRole("button", { name: "Drop notes.md" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add notes" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend.mock.calls).toEqual([[{ text: "", attachments: [pickedNotes] }]]);
  });

  it("fits the field to its text on input where the browser cannot size it, and resets it on send", async () => {
    const user = userEvent.setup();
    // jsdom has no field-sizing and lays nothing out: give the field a measured height.
    const scrollHeight = vi
      .spyOn(HTMLTextAreaElement.prototype, "scrollHeight", "get")
      .mockReturnValue(72);
    render(<Composer onSend={() => {}} />);
    const field = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    await user.type(field, "one{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three");
    expect(field.style.height).toBe("72px");
    await user.keyboard("{Enter}");
    expect(field.style.height).toBe("");
    scrollHeight.mockRestore();
  });

  it("passes axe idle, streaming and with attachments", async () => {
    const { container } = render(
      <main>
        <Composer onSend={() => {}} />
        <Composer onSend={() => {}} onStop={() => {}} status="streaming" label="Follow-up" />
        <Composer
          onSend={() => {}}
          allowAttachments
          label="Reply"
          defaultAttachments={[new File(["x"], "a.txt")]}
        />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
