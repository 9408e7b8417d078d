// Deterministic rendering
export { CatalogueChat } from "./CatalogueChat.js";
export type { CatalogueChatProps } from "./CatalogueChat.js";
export { Deterministic } from "./Deterministic.js";
export type { DeterministicProps } from "./Deterministic.js";
export { prepareRender } from "./prepareRender.js";
export type { PrepareRenderOptions } from "./prepareRender.js";

// Stories
export { stateStories, storyExportName } from "./stateStories.js";
export type {
  CatalogueStoryProps,
  StateStoriesOptions,
  StateStory,
  ToolStateStoriesOptions,
} from "./stateStories.js";
