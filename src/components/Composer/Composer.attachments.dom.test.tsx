// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Composer } from "./Composer.js";

const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  // jsdom has no object URLs; count them instead.
  URL.createObjectURL = vi.fn((file: Blob) => {
    const url = `blob:test/${created.length}-${(file as File).name}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});

afterEach(() => {
  cleanup();
});

const chart = new File(["<svg/>"], "chart.svg", { type: "image/svg+xml" });
const notes = new File(["# notes"], "notes.md", { type: "text/markdown" });

/** What a drag of files carries, as far as the composer reads it. */
function filesTransfer(files: readonly File[]) {
  return { files, types: ["Files"], dropEffect: "none" };
}

describe("Composer attachments", () => {
  it("attaches files pasted into the field and keeps pasted text as text", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} allowAttachments />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await user.click(field);
    await user.paste("plain words");
    fireEvent.paste(field, { clipboardData: { files: [chart], getData: () => "" } });
    expect(await screen.findByRole("img", { name: "chart.svg" })).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe("plain words");
    await user.keyboard("{Enter}");
    expect(onSend.mock.calls).toEqual([[{ text: "plain words", attachments: [chart] }]]);
  });

  it("ignores pasted files without allowAttachments", () => {
    render(<Composer onSend={() => {}} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    fireEvent.paste(field, { clipboardData: { files: [chart], getData: () => "" } });
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("shows a drop state while files are over it and attaches the dropped ones", async () => {
    const onSend = vi.fn();
    const { container } = render(<Composer onSend={onSend} allowAttachments />);
    const form = container.querySelector("form") as HTMLFormElement;
    const dataTransfer = filesTransfer([notes]);
    fireEvent.dragEnter(form, { dataTransfer });
    fireEvent.dragEnter(screen.getByRole("textbox", { name: "Message" }), { dataTransfer });
    fireEvent.dragLeave(form, { dataTransfer });
    expect(form.dataset.drop).toBe("active");
    expect(screen.getByText("Drop files to attach")).toBeTruthy();
    fireEvent.drop(form, { dataTransfer });
    expect(form.dataset.drop).toBeUndefined();
    expect(screen.queryByText("Drop files to attach")).toBeNull();
    expect(screen.getByRole("button", { name: "Remove notes.md" })).toBeTruthy();
  });

  it("leaves the drop state when the files leave", () => {
    const { container } = render(<Composer onSend={() => {}} allowAttachments />);
    const form = container.querySelector("form") as HTMLFormElement;
    const dataTransfer = filesTransfer([notes]);
    fireEvent.dragEnter(form, { dataTransfer });
    fireEvent.dragLeave(form, { dataTransfer });
    expect(form.dataset.drop).toBeUndefined();
  });

  it("takes no drop while disabled, without allowAttachments, or of text", () => {
    const { container, rerender } = render(
      <Composer onSend={() => {}} allowAttachments disabled />,
    );
    const form = container.querySelector("form") as HTMLFormElement;
    fireEvent.dragEnter(form, { dataTransfer: filesTransfer([notes]) });
    fireEvent.drop(form, { dataTransfer: filesTransfer([notes]) });
    rerender(<Composer onSend={() => {}} />);
    fireEvent.dragEnter(form, { dataTransfer: filesTransfer([notes]) });
    fireEvent.drop(form, { dataTransfer: filesTransfer([notes]) });
    rerender(<Composer onSend={() => {}} allowAttachments />);
    const text = { files: [], types: ["text/plain"], dropEffect: "none" };
    fireEvent.dragEnter(form, { dataTransfer: text });
    expect(form.dataset.drop).toBeUndefined();
    fireEvent.drop(form, { dataTransfer: text });
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("shows images as thumbnails and revokes their object URLs on remove and unmount", async () => {
    const user = userEvent.setup();
    const other = new File(["<svg/>"], "other.svg", { type: "image/svg+xml" });
    const { unmount } = render(
      <Composer onSend={() => {}} allowAttachments defaultAttachments={[chart, other, notes]} />,
    );
    const thumbnail = await screen.findByRole("img", { name: "chart.svg" });
    expect(thumbnail.getAttribute("src")).toBe(created.find((url) => url.endsWith("chart.svg")));
    expect(screen.queryByRole("img", { name: "notes.md" })).toBeNull();
    expect(created.filter((url) => url.endsWith("notes.md"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Remove chart.svg" }));
    expect(revoked).toEqual(created.filter((url) => url.endsWith("chart.svg")));
    expect(screen.getByRole("textbox", { name: "Message" })).toBe(document.activeElement);
    unmount();
    expect([...revoked].sort()).toEqual([...created].sort());
  });

  it("removes an attachment by keyboard", async () => {
    const user = userEvent.setup();
    render(<Composer onSend={() => {}} allowAttachments defaultAttachments={[notes]} />);
    screen.getByRole("button", { name: "Remove notes.md" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });
});
