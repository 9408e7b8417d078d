// Every state of the `weather` tool, drawn by the app's WeatherCard inside Threadline's Chat:
// one CSF3 story per state, made from the catalogue. Storybook reads a file's exports without
// running it, so each state has its line; tests/weatherCard.test.tsx fails if one is missing.
import { stateStories } from "threadline/testing/react";
import { WeatherCard } from "./WeatherCard.js";
import { weather } from "./weather.js";
import "./styles.js";

const stories = stateStories(WeatherCard, { tool: weather });

export default { title: "Weather card/States", component: WeatherCard };

export const ToolPending = stories.ToolPending;
export const ToolAwaitingPermission = stories.ToolAwaitingPermission;
export const ToolRunning = stories.ToolRunning;
export const ToolComplete = stories.ToolComplete;
export const ToolDenied = stories.ToolDenied;
export const ToolError = stories.ToolError;
export const PermissionDepth3 = stories.PermissionDepth3;
