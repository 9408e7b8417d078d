import type { ToolRenderProps } from "threadline/components";
import type { Forecast, WeatherInput } from "./weather.js";
import "./WeatherCard.css";

const stateWords = {
  pending: "Reading the request…",
  awaiting_permission: "Waiting for your permission",
  running: "Starting",
  complete: "Done",
  denied: "Not allowed",
  error: "Failed",
} as const;

function lastStep(progress: unknown): string | undefined {
  if (!Array.isArray(progress)) return undefined;
  const last: unknown = progress.at(-1);
  return typeof last === "object" && last !== null && "step" in last
    ? String(last.step)
    : undefined;
}

function errorText(output: unknown): string {
  if (typeof output === "string") return output;
  if (typeof output === "object" && output !== null && "error" in output)
    return String(output.error);
  return "The forecast is not available";
}

/**
 * The app's view of a `weather` call, in every state the call can be in. Chat asks for the
 * permission itself, above the card (a card could answer it too, with `respond`).
 */
export function WeatherCard({ input, output, progress, state }: ToolRenderProps) {
  const { city, days } = (input ?? {}) as WeatherInput;
  const forecast = state === "complete" ? (output as Forecast | undefined) : undefined;
  return (
    <section className="weather-card" data-status={state} aria-label={`Weather in ${city ?? "…"}`}>
      <header className="weather-card__title">
        <span className="weather-card__city">{city ?? "…"}</span>
        {days !== undefined && <span className="weather-card__days">{days}-day forecast</span>}
      </header>
      {forecast ? (
        <p className="weather-card__forecast">
          <span className="weather-card__temperature">{forecast.temperature} °C</span>
          <span>
            {forecast.sky}, wind {forecast.wind} km/h
          </span>
        </p>
      ) : (
        <p className="weather-card__status">
          {state === "error"
            ? errorText(output)
            : state === "running"
              ? (lastStep(progress) ?? stateWords.running)
              : stateWords[state]}
        </p>
      )}
    </section>
  );
}
