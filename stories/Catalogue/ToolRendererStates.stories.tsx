import type { Meta } from "@storybook/react-vite";
import type { ToolRenderProps } from "threadline/components";
import type { CatalogueTool } from "threadline/testing";
import { stateStories } from "threadline/testing/react";

/** A team's own tool: a forecast, with progress steps while it asks its service. */
const weather: CatalogueTool = {
  name: "weather",
  input: { city: "Lisbon", days: 3 },
  partialInput: { city: "Lis" },
  output: { temperature: 21, sky: "clear", wind: 14 },
  progress: [{ step: "Asking the forecast service" }, { step: "Reading the radar" }],
  error: "The forecast service timed out",
};

interface Forecast {
  readonly temperature?: number;
  readonly sky?: string;
  readonly wind?: number;
}

/** The team's own words for a forecast not there yet (its strings, not Threadline's labels). */
const WAITING: Record<ToolRenderProps["state"], string> = {
  pending: "Asking for the forecast",
  awaiting_permission: "Waiting for your go-ahead",
  running: "Starting",
  complete: "",
  denied: "You said no to the forecast",
  error: "No forecast this time",
};

/** The team's renderer of that tool: it reads the call's input, state, progress and output. */
function WeatherCard({ input, output, progress, state }: ToolRenderProps) {
  const { city = "…" } = (input ?? {}) as { city?: string };
  const steps = Array.isArray(progress) ? (progress as { step?: string }[]) : [];
  const forecast = (state === "complete" ? output : undefined) as Forecast | undefined;
  return (
    <div
      style={{
        display: "grid",
        gap: 4,
        padding: 12,
        borderRadius: 8,
        background: "var(--tl-color-surface)",
        fontSize: "var(--tl-text-sm)",
      }}
    >
      <strong>Weather in {city}</strong>
      {forecast ? (
        <span>
          {forecast.temperature} °C, {forecast.sky}, wind {forecast.wind} km/h
        </span>
      ) : (
        <span>{state === "running" ? (steps.at(-1)?.step ?? "Starting") : WAITING[state]}</span>
      )}
    </div>
  );
}

/**
 * `stateStories(WeatherCard, { tool: weather })`: every state of the team's tool, drawn by its
 * own renderer inside `Chat`, without a story written per state.
 */
const meta = { title: "Catalogue/Tool renderer states" } satisfies Meta;

export default meta;

const stories = stateStories(WeatherCard, { tool: weather });

export const ToolPending = stories.ToolPending;
export const ToolAwaitingPermission = stories.ToolAwaitingPermission;
export const ToolRunning = stories.ToolRunning;
export const ToolComplete = stories.ToolComplete;
export const ToolDenied = stories.ToolDenied;
export const ToolError = stories.ToolError;
export const PermissionDepth3 = stories.PermissionDepth3;
