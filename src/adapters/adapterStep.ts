import { describeValue } from "../core/graph/eventChecks.js";
import type { ProviderAdapterOptions } from "./ProviderAdapterOptions.js";

/**
 * The `step` of an adapter's options, 1 when not given. Anything but a positive integer throws
 * when the adapter is created: treated as another step, it would merge this model call's text
 * into an earlier step's nodes or start the run twice, which is wrong output that is hard to trace.
 * @example
 * adapterStep({ runId: "r1", step: 2 }); // 2
 * @internal
 */
export function adapterStep(options: ProviderAdapterOptions): number {
  const { step } = options;
  if (step === undefined) return 1;
  if (Number.isInteger(step) && step >= 1) return step;
  throw new RangeError(`step: expected a positive integer, got ${describeValue(step)}`);
}
