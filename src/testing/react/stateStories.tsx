import { type ComponentType, type ReactElement, useMemo } from "react";
import type { ChatProps } from "../../components/Chat/Chat.js";
import type { ToolRenderProps } from "../../components/ToolCall/ToolCall.js";
import type { ProgressAccumulator } from "../../core/projections/accumulators.js";
import type { ConversationStore } from "../../core/store/ConversationStore.js";
import type {
  CatalogueEntry,
  CatalogueTool,
  StateCatalogueOptions,
} from "../catalogue/CatalogueEntry.js";
import { catalogueStore, codeLanguages } from "../catalogue/catalogueStore.js";
import { stateCatalogue } from "../catalogue/stateCatalogue.js";
import { CatalogueChat } from "./CatalogueChat.js";
import { Deterministic } from "./Deterministic.js";
import { prepareRender } from "./prepareRender.js";

/** Props a component of `stateStories` receives: the entry, and a store holding it. */
export interface CatalogueStoryProps {
  readonly entry: CatalogueEntry;
  readonly store: ConversationStore;
}

/** A CSF3 story of one catalogue entry; its name comes from the name it is exported under. */
export interface StateStory {
  readonly render: () => ReactElement;
  /** Loads the grammars and fonts before the story renders. */
  readonly loaders: readonly (() => Promise<void>)[];
  readonly parameters: {
    readonly docs: { readonly description: { readonly story: string } };
    /** The entry's name and tags, for tests that pick stories. */
    readonly catalogue: { readonly name: string; readonly tags: readonly string[] };
  };
}

/** Options of `stateStories` for a component that takes an entry and its store. */
export interface StateStoriesOptions extends Omit<StateCatalogueOptions, "tool"> {
  /** Height of the frame each story draws in, in CSS pixels. @default 560 */
  readonly height?: number;
}

/** Options of `stateStories` for a tool renderer: your tool, drawn in `Chat`. */
export interface ToolStateStoriesOptions extends StateStoriesOptions {
  /** Your tool's inputs, outputs and progress; entries keep to those calling it. */
  readonly tool: CatalogueTool;
  /** Folds your tool's progress chunks, as `Chat`'s `tools` takes it. */
  readonly accumulator?: ProgressAccumulator | undefined;
  /** Other `Chat` props (labels, locale, more tools…). */
  readonly chat?: Omit<ChatProps, "store" | "onSend"> | undefined;
}

/** `tool-awaiting-permission` → `ToolAwaitingPermission`: a name a module can export. */
export function storyExportName(entryName: string): string {
  return entryName
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== "")
    .map((part) => `${part[0]?.toUpperCase()}${part.slice(1)}`)
    .join("");
}

function Framed({ height, children }: { height: number; children: ReactElement }) {
  return <div style={{ height, display: "flex", flexDirection: "column" }}>{children}</div>;
}

function EntryStory({
  entry,
  Component,
}: {
  entry: CatalogueEntry;
  Component: ComponentType<CatalogueStoryProps>;
}) {
  const store = useMemo(() => catalogueStore(entry), [entry]);
  return (
    <Deterministic languages={codeLanguages(entry)}>
      <Component entry={entry} store={store} />
    </Deterministic>
  );
}

function storyOf(entry: CatalogueEntry, height: number, draw: () => ReactElement): StateStory {
  const languages = codeLanguages(entry);
  return {
    render: () => <Framed height={height}>{draw()}</Framed>,
    loaders: [() => prepareRender({ languages })],
    parameters: {
      docs: { description: { story: entry.description } },
      catalogue: { name: entry.name, tags: entry.tags },
    },
  };
}

function checkedHeight(height: number | undefined): number {
  if (height === undefined) return 560;
  if (!Number.isFinite(height) || height <= 0)
    throw new RangeError(`height: expected a positive number of pixels, got ${height}`);
  return height;
}

/**
 * CSF3 stories of your component over the catalogue, one per entry, keyed by export name
 * (`ToolRunning`), each drawn with `Deterministic`. Pass a tool renderer with `tool`: it is
 * drawn in `Chat` in every state of your tool. Or pass a component of your own that takes
 * `{ entry, store }` (your composition of `Chat`). A story file exports each one by name,
 * as Storybook reads a file's exports without running it.
 * @example
 * const stories = stateStories(WeatherCard, { tool: weather });
 * export default { title: "Weather/States" } satisfies Meta;
 * export const ToolRunning = stories.ToolRunning;
 * export const ToolError = stories.ToolError;
 */
export function stateStories(
  renderer: ComponentType<ToolRenderProps>,
  options: ToolStateStoriesOptions,
): Record<string, StateStory>;
export function stateStories(
  component: ComponentType<CatalogueStoryProps>,
  options?: StateStoriesOptions,
): Record<string, StateStory>;
export function stateStories(
  component: ComponentType<ToolRenderProps> | ComponentType<CatalogueStoryProps>,
  options: StateStoriesOptions | ToolStateStoriesOptions = {},
): Record<string, StateStory> {
  if (typeof component !== "function" && (typeof component !== "object" || component === null))
    throw new TypeError(`component: expected a React component, got ${component}`);
  const height = checkedHeight(options.height);
  const stories: Record<string, StateStory> = {};
  if ("tool" in options) {
    const { tool, accumulator, chat, height: _height, ...filters } = options;
    const tools = {
      ...chat?.tools,
      [tool.name]: { render: component as ComponentType<ToolRenderProps>, accumulator },
    };
    const entries = stateCatalogue({ toolName: tool.name, ...filters, tool });
    for (const entry of entries)
      stories[storyExportName(entry.name)] = storyOf(entry, height, () => (
        <CatalogueChat entry={entry} {...chat} tools={tools} />
      ));
    return stories;
  }
  const { height: _height, ...filters } = options;
  const Component = component as ComponentType<CatalogueStoryProps>;
  for (const entry of stateCatalogue(filters))
    stories[storyExportName(entry.name)] = storyOf(entry, height, () => (
      <EntryStory entry={entry} Component={Component} />
    ));
  return stories;
}
