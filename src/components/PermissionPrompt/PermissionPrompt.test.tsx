import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { createGraph, projectThread, reduceEvents } from "../../index.js";
import { createScenario } from "../../testing/createScenario.js";
import { PermissionPrompt } from "./PermissionPrompt.js";
import type { PermissionPromptParametersProps } from "./PermissionPromptParameters.js";

function relayView(params: Record<string, unknown>, decision?: RelayDecision): ViewNode {
  const scenario = createScenario();
  const lead = scenario.run("lead", { parentId: scenario.user("Clean the build") });
  const relayId = lead.permission(lead.toolCall("exec", params), "exec", params);
  if (decision) scenario.resolve(relayId, decision);
  const views = projectThread(reduceEvents(createGraph(), scenario.events()));
  const relay = views.find((view) => view.content.kind === "relay");
  if (!relay) throw new Error("the scenario has no relay view");
  return relay;
}

function ToolOnly({ tool }: PermissionPromptParametersProps) {
  return <p>custom view of {tool}</p>;
}

describe("PermissionPrompt", () => {
  it("renders a named group with the tool, its parameters and three actions on the server", () => {
    const html = renderToString(
      <PermissionPrompt
        node={relayView({ command: "rm -rf build" })}
        agentPath={["lead", "builder"]}
        onRespond={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Permission request: exec"');
    expect(html).toContain('data-status="waiting"');
    expect(html).toContain("lead › builder");
    expect(html).toContain("&quot;command&quot;: &quot;rm -rf build&quot;");
    expect(html).toContain("Allow once");
    expect(html).toContain("Always allow");
    expect(html).toContain('aria-keyshortcuts="Shift+A"');
    expect(html).toContain('aria-keyshortcuts="D Escape"');
  });

  it.each([
    ["allow", "Allowed once"],
    ["allow_always", "Always allowed"],
    ["deny", "Denied"],
  ] as const)("shows the %s decision in its line instead of the buttons", (decision, label) => {
    const html = renderToString(
      <PermissionPrompt node={relayView({ command: "ls" }, decision)} onRespond={() => {}} />,
    );
    expect(html).toContain(`data-status="${decision}"`);
    expect(html).toContain(label);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("tl-permission-prompt__json");
  });

  it("asks its question with the tool's name and its command set apart", () => {
    const html = renderToString(<PermissionPrompt node={relayView({ command: "rm -rf dist" })} />);
    expect(html).toContain(
      'Run <bdi class="tl-permission-prompt__name">exec</bdi>: <bdi class="tl-permission-prompt__quoted">rm -rf dist</bdi>?',
    );
  });

  it("asks in the words of its labels", () => {
    const html = renderToString(
      <PermissionPrompt
        node={relayView({ command: "ls" })}
        onRespond={() => {}}
        labels={{
          permissionQuestion: (tool, summary) => `${tool} ausführen: ${summary}?`,
          permissionRequest: (tool) => `Anfrage: ${tool}`,
          allowOnce: "Einmal erlauben",
        }}
      />,
    );
    expect(html).toContain('aria-label="Anfrage: exec"');
    expect(html).toContain("</bdi> ausführen: <bdi");
    expect(html).toContain("Einmal erlauben");
  });

  it("shows a waiting request read-only when nobody can answer it", () => {
    const html = renderToString(<PermissionPrompt node={relayView({ command: "ls" })} />);
    expect(html).toContain("Awaiting a decision");
    expect(html).not.toContain("<button");
  });

  it("clips long values and offers to show all parameters", () => {
    const html = renderToString(
      <PermissionPrompt
        node={relayView({
          content: "x".repeat(5000),
          items: Array.from({ length: 50 }, (_, i) => i),
        })}
        onRespond={() => {}}
      />,
    );
    expect(html).toContain("4,760 more characters");
    expect(html).toContain("Show all parameters");
    expect(html).not.toContain("x".repeat(241));
  });

  it("renders hostile tool names and parameters as text", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const scenario = createScenario();
    const lead = scenario.run("lead", { parentId: scenario.user("Go") });
    lead.permission(lead.toolCall(hostile, {}), hostile, { [hostile]: hostile });
    const views = projectThread(reduceEvents(createGraph(), scenario.events()));
    const node = views.find((view) => view.content.kind === "relay") as ViewNode;
    const html = renderToString(<PermissionPrompt node={node} onRespond={() => {}} />);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it("says so when there are no parameters", () => {
    const html = renderToString(<PermissionPrompt node={relayView({})} onRespond={() => {}} />);
    expect(html).toContain("No parameters");
  });

  it("renders nothing for a node that is not a relay", () => {
    const scenario = createScenario();
    scenario.user("Hello");
    const [user] = projectThread(reduceEvents(createGraph(), scenario.events()));
    expect(user && renderToString(<PermissionPrompt node={user} />)).toBe("");
  });

  it("renders a replacement parameters component", () => {
    const html = renderToString(
      <PermissionPrompt
        node={relayView({ command: "ls" })}
        components={{ Parameters: ToolOnly }}
      />,
    );
    expect(html).toContain("custom view of <!-- -->exec");
  });
});
