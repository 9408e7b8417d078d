/** The locale numbers, durations and dates use when none is given: the same on server and client. */
export const DEFAULT_LOCALE = "en-US";

/** Locale-aware formatting the components share. */
export interface Formatters {
  readonly locale: string;
  /** A count with the locale's grouping: `12,480`. */
  readonly count: (value: number) => string;
  /** A compact count: `1.2K`. */
  readonly compact: (value: number) => string;
  /** A duration for people: `850ms`, `2.1s`, `4m 5s` (`—` for a value that is not one). */
  readonly duration: (milliseconds: number) => string;
  /** A date and time: `Nov 27, 2026, 9:21 PM`. */
  readonly dateTime: (date: Date | number) => string;
  /** A whole percentage of 0–100 (it may pass 100): `80%`, `80 %`, `٨٠٪`. */
  readonly percent: (value: number) => string;
  /** A file size in decimal units, as file managers show it: `512 bytes`, `18.4 kB`, `2.6 MB`. */
  readonly fileSize: (bytes: number) => string;
  /** Words as a list in the locale's own way: `bash, exec, and deploy`; `bash، exec و deploy`. */
  readonly list: (items: readonly string[]) => string;
}

const SIZE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

const cache = new Map<string, Formatters>();

function unit(locale: string, name: string, fractionDigits = 0): Intl.NumberFormat {
  // "4s", not "4.0s": a whole number of seconds reads as one.
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: name,
    unitDisplay: "narrow",
    maximumFractionDigits: fractionDigits,
  });
}

/**
 * The formatters of one locale, made once and kept: `Intl` objects are slow to build and
 * a thread formats on every frame. An unknown locale falls back to `en-US`.
 * @example
 * formattersFor("de-DE").count(12480); // "12.480"
 */
export function formattersFor(locale: string = DEFAULT_LOCALE): Formatters {
  const known = cache.get(locale);
  if (known) return known;
  let chosen = locale;
  try {
    chosen = Intl.NumberFormat.supportedLocalesOf([locale])[0] ?? DEFAULT_LOCALE;
  } catch {
    chosen = DEFAULT_LOCALE;
  }
  const counts = new Intl.NumberFormat(chosen);
  const compact = new Intl.NumberFormat(chosen, { notation: "compact", maximumFractionDigits: 1 });
  const milliseconds = unit(chosen, "millisecond");
  const tenths = unit(chosen, "second", 1);
  const seconds = unit(chosen, "second");
  const minutes = unit(chosen, "minute");
  const dates = new Intl.DateTimeFormat(chosen, { dateStyle: "medium", timeStyle: "short" });
  const lists = new Intl.ListFormat(chosen, { type: "conjunction" });
  const percents = new Intl.NumberFormat(chosen, { style: "percent", maximumFractionDigits: 0 });
  const sizes = SIZE_UNITS.map(
    (name) =>
      new Intl.NumberFormat(chosen, {
        style: "unit",
        unit: name,
        unitDisplay: name === "byte" ? "long" : "short",
        maximumFractionDigits: name === "byte" ? 0 : 1,
      }),
  );
  const formatters: Formatters = {
    locale: chosen,
    count: (value) => counts.format(value),
    compact: (value) => compact.format(value),
    duration: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) return "—";
      if (ms < 1000) return milliseconds.format(Math.round(ms));
      if (ms < 59_950) return tenths.format(Math.round(ms / 100) / 10);
      const total = Math.round(ms / 1000);
      const rest = total % 60;
      const whole = minutes.format(Math.floor(total / 60));
      return rest === 0 ? whole : `${whole} ${seconds.format(rest)}`;
    },
    dateTime: (date) => dates.format(date),
    percent: (value) => percents.format(value / 100),
    list: (items) => lists.format(items),
    fileSize: (bytes) => {
      let step = 0;
      let value = bytes;
      while (value >= 1000 && step < SIZE_UNITS.length - 1) {
        value /= 1000;
        step += 1;
      }
      return sizes[step]?.format(value) ?? String(bytes);
    },
  };
  cache.set(locale, formatters);
  return formatters;
}
