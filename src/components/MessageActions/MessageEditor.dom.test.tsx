// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraph, groupTurns, projectThread, reduceEvents } from "../../index.js";
import { scenario } from "../../testing/index.js";
import { MessageActions } from "./MessageActions.js";
import { MessageEditor } from "./MessageEditor.js";
import { turnText } from "./turnText.js";

afterEach(() => {
  cleanup();
});

function field(): HTMLTextAreaElement {
  return screen.getByRole("textbox", { name: "Edit message" }) as HTMLTextAreaElement;
}

const events = scenario()
  .user("Rename foo to bar")
  .assistant((agent) => agent.text("Done."))
  .events();
const [question] = groupTurns(projectThread(reduceEvents(createGraph(), events)));

/** A user turn as the thread shows it: its text with actions, or the editor in its place. */
function EditableTurn({ onEdit }: { onEdit: (text: string) => void }) {
  const [editing, setEditing] = useState(false);
  if (!question) return null;
  if (editing) {
    return (
      <MessageEditor
        initialText={turnText(question)}
        onSave={(text) => {
          setEditing(false);
          onEdit(text);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <article className="tl-turn">
      <p>{turnText(question)}</p>
      <MessageActions turn={question} onStartEdit={() => setEditing(true)} />
    </article>
  );
}

describe("MessageEditor", () => {
  it("opens focused with the caret after the text", () => {
    render(<MessageEditor initialText="Rename foo" onSave={vi.fn()} onCancel={vi.fn()} />);
    expect(document.activeElement).toBe(field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([10, 10]);
  });

  it("opens from Edit and saves the new text with Enter", async () => {
    const ui = userEvent.setup();
    const onEdit = vi.fn();
    render(<EditableTurn onEdit={onEdit} />);
    await ui.click(screen.getByRole("button", { name: "Edit" }));
    expect(field().value).toBe("Rename foo to bar");
    await ui.keyboard(" and baz{Enter}");
    expect(onEdit).toHaveBeenCalledWith("Rename foo to bar and baz");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("breaks the line with Shift+Enter and saves with the Save button", async () => {
    const ui = userEvent.setup();
    const onSave = vi.fn();
    render(<MessageEditor initialText="First" onSave={onSave} onCancel={vi.fn()} />);
    await ui.keyboard("{Shift>}{Enter}{/Shift}Second");
    expect(field().value).toBe("First\nSecond");
    expect(onSave).not.toHaveBeenCalled();
    await ui.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith("First\nSecond");
  });

  it("cancels with Escape and with the Cancel button", async () => {
    const ui = userEvent.setup();
    const onEdit = vi.fn();
    render(<EditableTurn onEdit={onEdit} />);
    await ui.click(screen.getByRole("button", { name: "Edit" }));
    await ui.keyboard(" and baz{Escape}");
    expect(screen.queryByRole("textbox")).toBeNull();
    await ui.click(screen.getByRole("button", { name: "Edit" }));
    expect(field().value).toBe("Rename foo to bar");
    await ui.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it("cannot save text that is unchanged or empty", async () => {
    const ui = userEvent.setup();
    const onSave = vi.fn();
    render(<MessageEditor initialText="Same" onSave={onSave} onCancel={vi.fn()} />);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.getAttribute("aria-disabled")).toBe("true");
    await ui.keyboard("  {Enter}");
    await ui.click(save);
    await ui.clear(field());
    await ui.keyboard("{Enter}");
    expect(save.getAttribute("aria-disabled")).toBe("true");
    await ui.keyboard("Other");
    expect(save.getAttribute("aria-disabled")).toBe("false");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("never saves on the Enter that ends an input method composition", () => {
    const onSave = vi.fn();
    render(<MessageEditor initialText="" onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(field(), { target: { value: "にほんご" } });
    fireEvent.keyDown(field(), { key: "Enter", isComposing: true });
    fireEvent.keyDown(field(), { key: "Enter", keyCode: 229 });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(onSave).toHaveBeenCalledWith("にほんご");
  });

  it("keeps Escape from the elements around it", () => {
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a stand-in for a dialog listening for Escape.
      <div onKeyDown={outer}>
        <MessageEditor initialText="Text" onSave={vi.fn()} onCancel={vi.fn()} />
      </div>,
    );
    fireEvent.keyDown(field(), { key: "Escape" });
    expect(outer).not.toHaveBeenCalled();
  });

  it("takes its names from the labels", () => {
    render(
      <MessageEditor
        initialText="Text"
        onSave={vi.fn()}
        onCancel={vi.fn()}
        labels={{
          editorLabel: "Nachricht bearbeiten",
          saveEdit: "Senden",
          cancelEdit: "Abbrechen",
        }}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Nachricht bearbeiten" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Senden" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeTruthy();
  });

  it("lets the edited text take its own direction and leaves an emptied field to the page", async () => {
    const user = userEvent.setup();
    render(<MessageEditor initialText="שלום" onSave={vi.fn()} onCancel={vi.fn()} />);
    expect(field().getAttribute("dir")).toBe("auto");
    await user.clear(field());
    expect(field().getAttribute("dir")).toBeNull();
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <MessageEditor initialText="Rename foo" onSave={vi.fn()} onCancel={vi.fn()} />
      </main>,
    );
    // jsdom cannot paint, so contrast is checked in Chromium by the storybook project.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
