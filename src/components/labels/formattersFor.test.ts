import { describe, expect, it } from "vitest";
import { formattersFor } from "./formattersFor.js";

describe("formattersFor", () => {
  const en = formattersFor("en-US");

  it("formats durations for people", () => {
    expect(en.duration(850)).toBe("850ms");
    expect(en.duration(2100)).toBe("2.1s");
    expect(en.duration(4000)).toBe("4s");
    expect(en.duration(245_000)).toBe("4m 5s");
    expect(en.duration(240_000)).toBe("4m");
    expect(en.duration(-1)).toBe("—");
    expect(en.duration(Number.NaN)).toBe("—");
  });

  it("formats counts in the locale", () => {
    expect(en.count(12480)).toBe("12,480");
    expect(formattersFor("de-DE").count(12480)).toBe("12.480");
    expect(en.compact(2100)).toBe("2.1K");
  });

  it("formats durations in the locale", () => {
    expect(formattersFor("de-DE").duration(4200)).toBe("4,2 Sek.");
  });

  it("falls back to en-US for a locale that is not one", () => {
    expect(formattersFor("not a locale").count(1000)).toBe("1,000");
  });

  it("makes the formatters of a locale once", () => {
    expect(formattersFor("fr-FR")).toBe(formattersFor("fr-FR"));
  });
});

describe("formattersFor: percentages and file sizes", () => {
  it("formats a whole percentage, past 100 too", () => {
    expect(formattersFor("en-US").percent(80)).toBe("80%");
    expect(formattersFor("en-US").percent(120)).toBe("120%");
    expect(formattersFor("de-DE").percent(80)).toBe("80\u00a0%");
  });

  it("formats a file size in decimal units", () => {
    const en = formattersFor("en-US");
    expect(en.fileSize(512)).toBe("512 bytes");
    expect(en.fileSize(18_400)).toBe("18.4 kB");
    expect(en.fileSize(2_600_000)).toBe("2.6 MB");
  });
});

describe("formattersFor: lists", () => {
  it("joins words the locale's way", () => {
    expect(formattersFor("en-US").list(["bash", "exec", "deploy"])).toBe("bash, exec, and deploy");
    expect(formattersFor("de-DE").list(["bash", "exec"])).toBe("bash und exec");
  });
});
