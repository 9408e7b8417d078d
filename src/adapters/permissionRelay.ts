import type { RelayEvent } from "../core/graph/GraphEvent.js";
import type { RunFields } from "./RunEmitter.js";

/** The tool name of a result or approval whose call came in another stream. @internal */
export const UNKNOWN_TOOL = "unknown";

/** What a permission request names: its id, the call it is for, the tool and its input. @internal */
export interface PermissionRequest {
  readonly id: string;
  readonly toolCallId: string;
  readonly tool: string;
  readonly input: unknown;
}

/**
 * The `relay` event asking the user to allow a tool call; its params are the call's input (an
 * input that is not an object goes under `input`).
 * @example
 * permissionRelay({ runId: "r1", agentId: "assistant" }, { id: "a1", toolCallId: "c1", tool: "bash", input: { cmd: "ls" } });
 * @internal
 */
export function permissionRelay(run: RunFields, request: PermissionRequest): RelayEvent {
  const { id, toolCallId, tool, input } = request;
  const isObject = typeof input === "object" && input !== null && !Array.isArray(input);
  const params = isObject
    ? (input as Record<string, unknown>)
    : input === undefined
      ? {}
      : { input };
  return { type: "relay", kind: "permission", id, ...run, toolCallId, tool, params };
}
