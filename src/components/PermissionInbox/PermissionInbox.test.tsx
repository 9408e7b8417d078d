import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createGraph, pendingRelays, reduceEvents } from "../../index.js";
import { createScenario } from "../../testing/createScenario.js";
import { LabelsProvider } from "../labels/LabelsProvider.js";
import { PermissionInbox } from "./PermissionInbox.js";
import { type PermissionInboxItemProps, parametersPreview } from "./PermissionInboxItem.js";

function nestedRequests() {
  const scenario = createScenario();
  const lead = scenario.run("lead", { parentId: scenario.user("Research and clean up") });
  const spawn = lead.toolCall("agent", { task: "research" });
  const researcher = scenario.run("researcher", { parentId: spawn });
  const fetch = researcher.toolCall("fetch", { url: "https://example.com/a" });
  researcher.permission(fetch, "fetch", { url: "https://example.com/a" });
  const exec = lead.toolCall("exec", { command: "rm -rf build" });
  lead.permission(exec, "exec", { command: "rm -rf build" });
  return pendingRelays(reduceEvents(createGraph(), scenario.events()));
}

function ToolLine({ request }: PermissionInboxItemProps) {
  return (
    <li className="custom-item">{`${request.relay.tool} from ${request.agentPath.join("/")}`}</li>
  );
}

describe("PermissionInbox", () => {
  it("renders nothing when no request waits", () => {
    expect(renderToString(<PermissionInbox pending={[]} onRespond={() => {}} />)).toBe("");
  });

  it("lists each request with its agent path, tool and parameter preview", () => {
    const html = renderToString(
      <PermissionInbox pending={nestedRequests()} onRespond={() => {}} />,
    );
    expect(html).toContain('aria-label="Pending permission requests"');
    expect(html).toContain('data-state="several"');
    expect(html).toContain("2 permission requests");
    expect(html).toContain("lead › researcher");
    expect(html).toContain("url: &quot;https://example.com/a&quot;");
    expect(html).toContain("command: &quot;rm -rf build&quot;");
    expect(html).toContain("Allow all");
    expect(html).toContain("Deny all");
  });

  it("offers no Allow all for a single request", () => {
    const [first] = nestedRequests();
    const html = renderToString(
      <PermissionInbox pending={first ? [first] : []} onRespond={() => {}} />,
    );
    expect(html).toContain('data-state="single"');
    expect(html).toContain("1 permission request</p>");
    expect(html).not.toContain("Allow all");
  });

  it("renders each request through a custom Item part", () => {
    const html = renderToString(
      <PermissionInbox
        pending={nestedRequests()}
        onRespond={() => {}}
        components={{ Item: ToolLine }}
      />,
    );
    expect(html).toContain('<li class="custom-item">fetch from lead/researcher</li>');
    expect(html).toContain('<li class="custom-item">exec from lead</li>');
    expect(html).not.toContain("tl-permission-inbox__item");
    expect(html).toContain("Allow all");
  });
});

describe("PermissionInbox labels", () => {
  it("takes every text from its labels, with counts in the locale", () => {
    const scenario = createScenario();
    const lead = scenario.run("lead", { parentId: scenario.user("Clean up") });
    for (let index = 0; index < 1200; index++) {
      lead.permission(lead.toolCall("exec", { index }), "exec", { index });
    }
    const many = pendingRelays(reduceEvents(createGraph(), scenario.events()));
    const html = renderToString(
      <LabelsProvider locale="de-DE">
        <PermissionInbox
          pending={many}
          onRespond={() => {}}
          labels={{
            permissionInbox: "Freigaben",
            permissionInboxWaiting: (_count, formatted) => `${formatted} warten`,
            permissionInboxAllowAll: "Alle erlauben",
            permissionInboxDenyAll: "Alle ablehnen",
            permissionInboxAllow: "Erlauben",
            permissionInboxDeny: "Ablehnen",
          }}
        />
      </LabelsProvider>,
    );
    expect(html).toContain('aria-label="Freigaben"');
    expect(html).toContain("1.200 warten");
    expect(html).toContain(">Alle erlauben</button>");
    expect(html).toContain(">Alle ablehnen</button>");
    expect(html).toContain(">Erlauben</button>");
    expect(html).toContain(">Ablehnen</button>");
    expect(html).not.toMatch(/>(Allow|Deny)/);
  });
});

describe("parametersPreview", () => {
  it("puts the parameters on one line, cut to a fixed length", () => {
    const items = (count: number) => `[${count} items]`;
    expect(
      parametersPreview({ command: "ls\n-la", depth: 2, flags: ["a", "b"], extra: {} }, items),
    ).toBe('command: "ls\\n-la", depth: 2, flags: [2 items], extra: {…}');
    const long = parametersPreview({ content: "x".repeat(10_000) }, items);
    expect(long.length).toBe(160);
    expect(long.endsWith("…")).toBe(true);
  });
});
