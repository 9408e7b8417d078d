// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { replay } from "../../core/sources/replay.js";
import { createConversationStore } from "../../core/store/createConversationStore.js";
import { failingScenario } from "../../testing/fixtures/failingScenario.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { ReplayControls } from "./ReplayControls.js";

afterEach(() => {
  cleanup();
});

function player() {
  const store = createConversationStore({ batch: "sync" });
  return replay(store, failingScenario().recording(), { autoplay: false });
}

describe("ReplayControls", () => {
  it("names its icon button by what it does and plays and pauses by keyboard", async () => {
    const user = userEvent.setup();
    const recorded = player();
    render(<ReplayControls player={recorded} />);
    const play = screen.getByRole("button", { name: "Play" });
    play.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("button", { name: "Pause" })).toBeTruthy();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    recorded.seek(recorded.getState().length);
    expect(await screen.findByRole("button", { name: "Replay" })).toBeTruthy();
  });

  it("takes its words from its labels and its numbers from the locale", () => {
    const recorded = player();
    recorded.seek(2);
    render(
      <LabelsProvider locale="de-DE">
        <ReplayControls
          player={recorded}
          speeds={[0.5, 2]}
          labels={{
            replayPlay: "Abspielen",
            replayPosition: (position, length) => `Ereignis ${position} von ${length}`,
            replaySpeed: "Tempo",
            replaySpeedOption: (_speed, formatted) => `${formatted}-fach`,
          }}
        />
      </LabelsProvider>,
    );
    expect(screen.getByRole("button", { name: "Abspielen" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: /^Ereignis 2 von \d+$/ })).toBeTruthy();
    const speed = screen.getByRole("combobox", { name: "Tempo" });
    expect([...speed.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "0,5-fach",
      "2-fach",
    ]);
  });

  it("passes axe", async () => {
    const { container } = render(
      <main>
        <ReplayControls player={player()} />
      </main>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
