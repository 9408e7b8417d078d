import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { createGraph, projectDAG, reduceEvents } from "threadline";
import { type DagLayoutResult, DagView, type LayoutDagOptions, layoutDag } from "threadline/dag";
import { multiAgentScenario } from "threadline/testing";

const dag = projectDAG(reduceEvents(createGraph(), multiAgentScenario().events()));
const SPREAD: LayoutDagOptions = { nodeSpacing: 64, layerSpacing: 120 };

/** A DAG view whose button lays the same DAG out again, wider apart, as elkjs's re-layout does. */
function Relayout({ layout }: { readonly layout: DagLayoutResult }) {
  const [options, setOptions] = useState<LayoutDagOptions>({});
  const [selected, setSelected] = useState<string>();
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8, height: 600 }}>
      <button type="button" onClick={() => setOptions(SPREAD)}>
        Lay out again
      </button>
      <div style={{ flex: 1, minHeight: 0 }}>
        <DagView
          dag={dag}
          initialLayout={layout}
          layoutOptions={options}
          selectedId={selected}
          onSelect={setSelected}
        />
      </div>
    </div>
  );
}

const meta = {
  title: "Dag/Relayout",
  loaders: [async () => ({ layout: await layoutDag(dag) })],
  render: (_args, { loaded }) => <Relayout layout={loaded.layout as DagLayoutResult} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The screen point of a node's top-left corner. */
function at(view: HTMLElement, id: string): { readonly x: number; readonly y: number } {
  const node = view.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
  if (!node) throw new Error(`no node ${id}`);
  const { left, top } = node.getBoundingClientRect();
  return { x: left, y: top };
}

/** Zooms in (the view stops following the graph) and lists the nodes wholly in view, nearest the centre first. */
async function zoomedIn(canvasElement: HTMLElement) {
  const view = canvasElement.querySelector<HTMLElement>("section.tl-dag");
  if (!view) throw new Error("no graph");
  await within(view).findByRole("button", { name: /^Tool call: delegate/ });
  const zoomIn = within(view).getByRole("button", { name: "Zoom In" });
  await userEvent.click(zoomIn);
  await userEvent.click(zoomIn);
  await waitFor(() => expect(view).toHaveAttribute("data-view", "free"));
  for (let wait = 0; wait < 30; wait++) await frame();
  const box = view.getBoundingClientRect();
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const inView = [...view.querySelectorAll<HTMLElement>(".tl-dag-node")]
    .map((node) => ({ id: node.dataset.id as string, rect: node.getBoundingClientRect() }))
    .filter(
      ({ rect }) =>
        rect.width > 0 &&
        rect.left >= box.left &&
        rect.top >= box.top &&
        rect.right <= box.right &&
        rect.bottom <= box.bottom,
    );
  const distance = ({ rect }: { rect: DOMRect }) =>
    Math.hypot(rect.left + rect.width / 2 - centre.x, rect.top + rect.height / 2 - centre.y);
  inView.sort((a, b) => distance(a) - distance(b));
  return { view, inView: inView.map(({ id }) => id) };
}

/**
 * Lays the graph out again, waits for the new places to be drawn, and returns where `anchor`
 * was on screen at each frame meanwhile (a pan a frame late would show in one of them).
 */
async function layOutAgain(canvasElement: HTMLElement, view: HTMLElement, anchor: string) {
  const node = view.querySelector<HTMLElement>(
    `.react-flow__node[data-id="${CSS.escape(anchor)}"]`,
  );
  const placed = node?.style.transform;
  const seen: { x: number; y: number }[] = [];
  let sampling = true;
  const sample = () => {
    if (!sampling) return;
    seen.push(at(view, anchor));
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Lay out again" }));
  await waitFor(() => expect(node?.style.transform).not.toBe(placed), { timeout: 5_000 });
  await frame();
  await frame();
  sampling = false;
  return seen;
}

function expectStill(seen: readonly { x: number; y: number }[], before: { x: number; y: number }) {
  expect(seen.length).toBeGreaterThan(1);
  for (const point of seen) {
    expect(Math.abs(point.x - before.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(point.y - before.y)).toBeLessThanOrEqual(1);
  }
}

/** Unselected, the node nearest the view's centre stays where it is on screen. */
export const KeepsCentreNode: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const { view, inView } = await zoomedIn(canvasElement);
    const anchor = inView[0];
    if (!anchor) throw new Error("no node in view");
    const before = at(view, anchor);
    expectStill(await layOutAgain(canvasElement, view, anchor), before);
  },
};

/** The selected node in view stays where it is on screen, rather than the one at the centre. */
export const KeepsSelectedNode: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const { view, inView } = await zoomedIn(canvasElement);
    const centre = inView[0];
    const chosen = inView.at(-1);
    if (!centre || !chosen || chosen === centre) throw new Error("too few nodes in view");
    await userEvent.click(view.querySelector(`[data-id="${CSS.escape(chosen)}"]`) as HTMLElement);
    await waitFor(() =>
      expect(view.querySelector(`[data-id="${CSS.escape(chosen)}"]`)).toHaveAttribute(
        "aria-current",
        "true",
      ),
    );
    const before = at(view, chosen);
    const centreBefore = at(view, centre);
    expectStill(await layOutAgain(canvasElement, view, chosen), before);
    // The spread moved the other nodes apart: the centre node did not stay, the selected one did.
    const centreAfter = at(view, centre);
    expect(
      Math.hypot(centreAfter.x - centreBefore.x, centreAfter.y - centreBefore.y),
    ).toBeGreaterThan(4);
  },
};
