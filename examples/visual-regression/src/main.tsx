// A page that draws one state (`/?state=weather/tool-running`, `/?state=chat/summary`), for
// looking at the states with `npm run dev` and for Playwright's `toHaveScreenshot`; without
// `state`, the list of them.
import { createRoot } from "react-dom/client";
import type { StateStory } from "threadline/testing/react";
import * as chatStories from "./AppChat.stories.js";
import * as weatherStories from "./WeatherCard.stories.js";

/** Each group's stories by catalogue entry name. */
const groups = new Map(
  Object.entries({ weather: weatherStories, chat: chatStories }).map(([group, module]) => {
    const stories = Object.entries(module)
      .filter(([name, story]) => name !== "default" && story !== undefined)
      .map(([, story]) => story as StateStory);
    return [group, new Map(stories.map((story) => [story.parameters.catalogue.name, story]))];
  }),
);

async function main(root: HTMLElement) {
  const path = new URLSearchParams(location.search).get("state");
  if (path === null) {
    const paths = [...groups].flatMap(([group, stories]) =>
      [...stories.keys()].map((name) => `${group}/${name}`),
    );
    createRoot(root).render(
      <ul>
        {paths.map((state) => (
          <li key={state}>
            <a href={`?state=${state}`}>{state}</a>
          </li>
        ))}
      </ul>,
    );
    return;
  }
  const [group = "", name = ""] = path.split("/");
  const story = groups.get(group)?.get(name);
  if (!story) throw new Error(`state=${path}: no such state; open / for the list`);
  for (const load of story.loaders) await load();
  createRoot(root).render(<div className="app">{story.render()}</div>);
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
void main(root);
