// Data only (no React, no CSS), so Node and Playwright's test process can import it too.
import type { CatalogueTool } from "threadline/testing";

/** What the agent's `weather` tool takes and gives back. */
export interface WeatherInput {
  readonly city?: string;
  readonly days?: number;
}

export interface Forecast {
  readonly temperature: number;
  readonly sky: string;
  readonly wind: number;
}

/**
 * The `weather` tool as the catalogue draws it: what the model asks, what the tool answers, the
 * progress it reports and the error it fails with. `stateCatalogue({ tool: weather })` puts
 * these in every tool state.
 */
export const weather: CatalogueTool = {
  name: "weather",
  input: { city: "Lisbon", days: 3 } satisfies WeatherInput,
  partialInput: { city: "Lis" } satisfies WeatherInput,
  output: { temperature: 21, sky: "clear", wind: 14 } satisfies Forecast,
  progress: [{ step: "Asking the forecast service" }, { step: "Reading the radar" }],
  error: "The forecast service timed out",
};
