import { Chat, type ThreadTools } from "threadline/components";
import type { CatalogueStoryProps } from "threadline/testing/react";
import { WeatherCard } from "./WeatherCard.js";

/** The app's tools, by name: a module constant, so the projection keeps its cache. */
const tools: ThreadTools = { weather: { render: WeatherCard } };

const ignore = () => {};

/** The app's composition of `Chat`: a header over the chat, with the app's tool renderers. */
export function AppChat({ store }: CatalogueStoryProps) {
  return (
    <div className="app-chat">
      <div className="app-chat__header">Trip planner</div>
      <Chat store={store} tools={tools} onSend={ignore} onRespond={ignore} />
    </div>
  );
}
