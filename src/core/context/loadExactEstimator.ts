import type { TokenEstimator } from "./ContextPolicy.js";

/** The byte-pair encodings an exact estimator can use. */
export type ExactEncoding = "o200k_base" | "cl100k_base";

interface Encoder {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
}

const loaders: Readonly<Record<ExactEncoding, () => Promise<Encoder>>> = {
  o200k_base: () => import("gpt-tokenizer/encoding/o200k_base"),
  cl100k_base: () => import("gpt-tokenizer/encoding/cl100k_base"),
};

/**
 * Loads an exact token counter on the `gpt-tokenizer` package (an optional peer dependency,
 * loaded only by this call): `o200k_base` for GPT-4o and later, `cl100k_base` for GPT-4 and
 * GPT-3.5, a close estimate for other model families. Special tokens in the text count as
 * plain text.
 * @example
 * const policy = createContextPolicy({ tokenEstimator: await loadExactEstimator() });
 */
export async function loadExactEstimator(
  encoding: ExactEncoding = "o200k_base",
): Promise<TokenEstimator> {
  const load = loaders[encoding];
  if (!load)
    throw new TypeError(
      `loadExactEstimator: unknown encoding "${encoding}"; use o200k_base or cl100k_base`,
    );
  let encoder: Encoder;
  try {
    encoder = await load();
  } catch (cause) {
    throw new Error(
      "loadExactEstimator: could not load gpt-tokenizer; install it with `npm install gpt-tokenizer`",
      { cause },
    );
  }
  const plain = { disallowedSpecial: new Set<string>() };
  return (text) => encoder.countTokens(text, plain);
}
