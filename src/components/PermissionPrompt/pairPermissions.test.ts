import { describe, expect, it } from "vitest";
import type { ViewNode } from "../../core/projections/ViewNode.js";
import { pairPermissions } from "./pairPermissions.js";

function view(id: string, content: ViewNode["content"]): ViewNode {
  return {
    id,
    runId: "r",
    role: "assistant",
    content,
    status: "streaming",
    branches: [],
    nodeIds: [id],
  };
}

const call = view("v-call", {
  kind: "tool_call",
  toolCallId: "t1",
  name: "bash",
  input: {},
  state: "awaiting_permission",
});
const relay = view("v-relay", {
  kind: "relay",
  relayKind: "permission",
  toolCallId: "t1",
  tool: "bash",
  params: {},
});
const text = view("v-text", { kind: "text", text: "hi" });

describe("pairPermissions", () => {
  it("moves a request into the tool call it gates", () => {
    const { parts, permissionOf } = pairPermissions([text, call, relay]);
    expect(parts).toEqual([text, call]);
    expect(permissionOf.get("v-call")).toBe(relay);
  });

  it("keeps a request whose tool call is not in the list", () => {
    const { parts, permissionOf } = pairPermissions([text, relay]);
    expect(parts).toEqual([text, relay]);
    expect(permissionOf.size).toBe(0);
  });

  it("returns the same list when there is no request", () => {
    const list = [text, call];
    expect(pairPermissions(list).parts).toBe(list);
  });

  it("keeps the latest request when a call was asked about twice", () => {
    const again = view("v-relay-2", {
      kind: "relay",
      relayKind: "permission",
      toolCallId: "t1",
      tool: "bash",
      params: {},
      decision: "deny",
    });
    const { parts, permissionOf } = pairPermissions([call, relay, again]);
    expect(parts).toEqual([call]);
    expect(permissionOf.get("v-call")).toBe(again);
  });
});
