// Scenarios
export { createScenario } from "./createScenario.js";
export type { Scenario, ScenarioOptions } from "./createScenario.js";
export type { RunScript, StepOptions } from "./RunScript.js";

// Recorded fixtures
export { failingScenario } from "./fixtures/failingScenario.js";
export { multiAgentScenario } from "./fixtures/multiAgentScenario.js";
