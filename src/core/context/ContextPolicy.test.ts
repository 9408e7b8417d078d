import { describe, expect, it } from "vitest";
import {
  createContextPolicy,
  longContextPolicy,
  shortContextPolicy,
  toolFocusedPolicy,
} from "./ContextPolicy.js";
import { contextPolicyFor } from "./contextPolicyFor.js";
import { loadExactEstimator } from "./loadExactEstimator.js";

describe("createContextPolicy", () => {
  it("fills the seed's defaults", () => {
    expect(createContextPolicy()).toEqual({
      maxInputTokens: 8000,
      reserveOutputTokens: 2000,
      maxMessages: 0,
      keepLastTurns: 3,
      summarization: "use_existing",
      summaryRole: "system",
      includeKinds: ["message", "tool_call", "tool_result", "summary"],
      tokenEstimator: "heuristic",
    });
  });

  it("names the field of a bad override", () => {
    expect(() => createContextPolicy({ maxInputTokens: -1 })).toThrow(
      "ContextPolicy.maxInputTokens: expected a non-negative integer, got -1",
    );
    expect(() => createContextPolicy({ reserveOutputTokens: 9000 })).toThrow(
      /ContextPolicy.reserveOutputTokens: 9000 leaves nothing/,
    );
    expect(() => createContextPolicy({ summaryRole: "tool" as never })).toThrow(
      "ContextPolicy.summaryRole: expected one of system, user, got tool",
    );
    expect(() => createContextPolicy({ includeKinds: ["memes" as never] })).toThrow(/includeKinds/);
  });
});

describe("context policy presets", () => {
  it("sizes the seed's three presets", () => {
    expect(shortContextPolicy()).toMatchObject({ maxInputTokens: 6000, keepLastTurns: 2 });
    expect(longContextPolicy()).toMatchObject({
      maxInputTokens: 100_000,
      keepLastTurns: 10,
      maxMessages: 0,
    });
    expect(toolFocusedPolicy()).toMatchObject({
      keepLastTurns: 5,
      summarization: "none",
      includeKinds: ["message", "tool_call", "tool_result"],
    });
  });
});

describe("contextPolicyFor", () => {
  it("knows well-known models' windows and output limits", () => {
    expect(contextPolicyFor("claude-sonnet-4-5")).toMatchObject({
      maxInputTokens: 200_000,
      reserveOutputTokens: 32_000,
    });
    expect(contextPolicyFor("gpt-4o-mini")).toMatchObject({
      maxInputTokens: 128_000,
      reserveOutputTokens: 16_384,
    });
    expect(contextPolicyFor("openai/gpt-4.1")).toMatchObject({ maxInputTokens: 1_047_576 });
    expect(contextPolicyFor("gpt-4")).toMatchObject({
      maxInputTokens: 8192,
      reserveOutputTokens: 2048,
    });
    expect(contextPolicyFor("o3-mini")).toMatchObject({ maxInputTokens: 200_000 });
    expect(contextPolicyFor("gemini-2.5-pro", { keepLastTurns: 0 })).toMatchObject({
      maxInputTokens: 1_048_576,
      keepLastTurns: 0,
    });
    expect(contextPolicyFor("llama-3.1-70b")).toMatchObject({ maxInputTokens: 128_000 });
    expect(contextPolicyFor("mistral-large-latest")).toMatchObject({ maxInputTokens: 128_000 });
  });

  it("fails clearly for an unknown model", () => {
    expect(() => contextPolicyFor("my-own-model")).toThrow(
      /contextPolicyFor: unknown model "my-own-model"; known families: Claude/,
    );
  });
});

describe("loadExactEstimator", () => {
  it("counts tokens exactly, treating special tokens as text", async () => {
    const count = await loadExactEstimator();
    expect(count("hello world")).toBe(2);
    expect(count("<|endoftext|>")).toBeGreaterThan(1);
    expect((await loadExactEstimator("cl100k_base"))("hello world")).toBe(2);
  });

  it("rejects an unknown encoding", async () => {
    await expect(loadExactEstimator("p50k" as never)).rejects.toThrow(
      'loadExactEstimator: unknown encoding "p50k"',
    );
  });
});
