import { describe, expect, it } from "vitest";
import * as components from "../src/components/index.js";
import * as dag from "../src/dag/index.js";
import * as react from "../src/react/index.js";
import * as testing from "../src/testing/index.js";
import * as testingReact from "../src/testing/react/index.js";
import { modulesOf } from "./modulesOf.js";

describe("threadline/components entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(components).sort()).toEqual([
      "BranchPicker",
      "Chat",
      "CodeBlock",
      "Composer",
      "ComposerAttachButton",
      "ComposerAttachments",
      "ComposerSendButton",
      "ComposerStopButton",
      "ContextInspector",
      "ErrorNotice",
      "ExecOutput",
      "JsonView",
      "LabelsProvider",
      "Markdown",
      "MessageActions",
      "MessageEditor",
      "Pending",
      "PermissionInbox",
      "PermissionInboxItem",
      "PermissionPrompt",
      "PermissionPromptParameters",
      "Reasoning",
      "ReplayControls",
      "SubagentBranch",
      "SubagentBranches",
      "SummaryBlock",
      "SummaryOriginals",
      "Thread",
      "ThreadTurn",
      "ToolCall",
      "ToolProgress",
      "ToolStateBadge",
      "TruncatedText",
      "UsageMeter",
      "UsageMeterBar",
      "UsageRuns",
      "defaultLabels",
      "defaultThreadComponents",
      "preloadHighlighter",
      "toolInputSummary",
      "turnText",
      "useFormatters",
      "useLabels",
    ]);
  });
});

describe("threadline/react entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(react).sort()).toEqual([
      "ConversationProvider",
      "useConnection",
      "useContextProjection",
      "useConversationStore",
      "useGraph",
      "useGraphSelector",
      "useMessages",
      "useRelays",
      "useReplay",
      "useRun",
      "useThread",
      "useTurns",
      "useUsage",
    ]);
  });
});

describe("threadline/dag entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(dag).sort()).toEqual(["DagView", "layoutDag"]);
  });
});

describe("threadline/testing entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(testing).sort()).toEqual([
      "PSEUDO_CLOSE",
      "PSEUDO_OPEN",
      "catalogueStore",
      "codingAgentSession",
      "deepNestingSession",
      "deterministicReady",
      "errorMidStreamSession",
      "failingScenario",
      "hostileContent",
      "hostileSession",
      "hugeJson",
      "longSession",
      "markdownShowcaseSession",
      "multiAgentScenario",
      "parseNdjson",
      "playwrightScreenshot",
      "pseudoLocalize",
      "pseudoText",
      "recordedSessions",
      "researchAgentSession",
      "scenario",
      "screenshotContext",
      "stateCatalogue",
      "vitestScreenshot",
    ]);
  });

  // Node scripts, server tests and Playwright's own process import it: React stays out.
  it("reaches no React, component or DOM package", () => {
    const { files, bare } = modulesOf("src/testing/index.ts", { typeImports: false });
    expect(files.filter((file) => /\/(components|react|dag)\//.test(file))).toEqual([]);
    expect(bare.filter((name) => /react|xyflow|elkjs|shiki|dom/i.test(name))).toEqual([]);
  });
});

describe("threadline/testing/react entry", () => {
  it("exports exactly the public surface", () => {
    expect(Object.keys(testingReact).sort()).toEqual([
      "CatalogueChat",
      "Deterministic",
      "prepareRender",
      "stateStories",
      "storyExportName",
    ]);
  });
});
