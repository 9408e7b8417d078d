// Scenarios
export type {
  AgentBuilder,
  AgentScript,
  FailOptions,
  NamedAgentScript,
  StepOptions,
  ToolOptions,
} from "./AgentBuilder.js";
export { scenario } from "./scenario.js";
export type { AlternativesOptions, ScenarioBuilder, ScenarioBuilderOptions } from "./scenario.js";

// Recorded fixtures
export { codingAgentSession } from "./fixtures/codingAgentSession.js";
export { deepNestingSession } from "./fixtures/deepNestingSession.js";
export { errorMidStreamSession } from "./fixtures/errorMidStreamSession.js";
export { failingScenario } from "./fixtures/failingScenario.js";
export { longSession } from "./fixtures/longSession.js";
export { markdownShowcaseSession } from "./fixtures/markdownShowcaseSession.js";
export { multiAgentScenario } from "./fixtures/multiAgentScenario.js";
export { recordedSessions } from "./fixtures/recordedSessions.js";
export type { RecordedSession } from "./fixtures/recordedSessions.js";
export { researchAgentSession } from "./fixtures/researchAgentSession.js";
export { parseNdjson } from "./parseNdjson.js";
export type { NdjsonLineError, NdjsonParseResult } from "./parseNdjson.js";

// Security
export { hostileContent, hugeJson } from "./hostile/hostileContent.js";
export type { HostileVector } from "./hostile/hostileContent.js";
export { hostileSession } from "./hostile/hostileSession.js";
export type { HostileSessionOptions } from "./hostile/hostileSession.js";

// Localisation
export { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize, pseudoText } from "./pseudoLocalize.js";

// States catalogue
export { catalogueStore } from "./catalogue/catalogueStore.js";
export type {
  CatalogueEntry,
  CatalogueTool,
  StateCatalogueOptions,
} from "./catalogue/CatalogueEntry.js";
export { stateCatalogue } from "./catalogue/stateCatalogue.js";

// Screenshots
export {
  deterministicReady,
  playwrightScreenshot,
  screenshotContext,
  vitestScreenshot,
} from "./screenshotSettings.js";
