import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ToolRenderProps } from "../../components/ToolCall/ToolCall.js";
import type { CatalogueTool } from "../catalogue/CatalogueEntry.js";
import { stateCatalogue } from "../catalogue/stateCatalogue.js";
import { type CatalogueStoryProps, stateStories, storyExportName } from "./stateStories.js";

const weather: CatalogueTool = {
  name: "weather",
  input: { city: "Lisbon" },
  output: { temperature: 21 },
};

function WeatherCard({ input, state }: ToolRenderProps) {
  return (
    <p>
      Weather card for {(input as { city?: string }).city}: {state}
    </p>
  );
}

function EntryName({ entry, store }: CatalogueStoryProps) {
  return <p>{`${entry.name} with ${store.getSnapshot().nodes.size} nodes`}</p>;
}

describe("storyExportName", () => {
  it("turns an entry name into a name a module can export", () => {
    expect(storyExportName("tool-awaiting-permission")).toBe("ToolAwaitingPermission");
    expect(storyExportName("permission-depth-3")).toBe("PermissionDepth3");
  });
});

describe("stateStories", () => {
  it("makes one story per catalogue entry, keyed by export name", () => {
    const stories = stateStories(EntryName);
    expect(Object.keys(stories)).toEqual(
      stateCatalogue().map((entry) => storyExportName(entry.name)),
    );
    expect(stories.ToolRunning?.parameters.catalogue).toMatchObject({
      name: "tool-running",
      tags: expect.arrayContaining(["state:running"]),
    });
    expect(stories.ToolRunning?.parameters.docs.description.story).toMatch(/runs/);
  });

  it("hands your component the entry and a store holding it", () => {
    const stories = stateStories(EntryName, { names: ["tool-complete"] });
    const html = renderToString(stories.ToolComplete?.render() ?? <span />);
    const nodes = stateCatalogue({ names: ["tool-complete"] })[0]?.graph.nodes.size;
    expect(html).toContain(`tool-complete with ${nodes} nodes`);
    expect(html).toContain('class="tl-deterministic"');
  });

  it("draws a tool renderer in Chat in every state of your tool", () => {
    const stories = stateStories(WeatherCard, { tool: weather });
    expect(Object.keys(stories)).toEqual([
      "ToolPending",
      "ToolAwaitingPermission",
      "ToolRunning",
      "ToolComplete",
      "ToolDenied",
      "ToolError",
      "PermissionDepth3",
    ]);
    const html = renderToString(stories.ToolError?.render() ?? <span />);
    expect(html).toContain("tl-chat");
    expect(html).toContain("Weather card for <!-- -->Lisbon<!-- -->: <!-- -->error");
  });

  it("keeps to the states asked for", () => {
    const stories = stateStories(WeatherCard, { tool: weather, states: ["denied"] });
    expect(Object.keys(stories)).toEqual(["ToolDenied"]);
  });

  it("names what is wrong with bad arguments", () => {
    expect(() => stateStories(EntryName, { height: -1 })).toThrow(/height: expected a positive/);
    expect(() => stateStories(undefined as never)).toThrow(/component: expected a React component/);
    expect(() => stateStories(WeatherCard, { tool: { name: "", input: 1, output: 1 } })).toThrow(
      /tool.name/,
    );
  });
});
