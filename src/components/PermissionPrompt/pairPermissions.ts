import type { ViewNode } from "../../core/projections/ViewNode.js";

/** The parts of one list with each permission request moved into the tool call it gates. */
export interface PairedParts {
  /** The parts to show, without the requests whose tool call is in the same list. */
  readonly parts: readonly ViewNode[];
  /** The request gating each tool call of the list, by the tool call's view node id. */
  readonly permissionOf: ReadonlyMap<string, ViewNode>;
}

const NONE: ReadonlyMap<string, ViewNode> = new Map();

/**
 * Pairs each permission request (a `relay` view node) with the tool call it gates when both
 * are in `parts`, so the tool call's line can ask the question and show the decision. A
 * request whose tool call is elsewhere (or absent) stays in the list and shows on its own.
 * Returns `parts` itself when there is nothing to pair.
 * @example
 * const { parts: shown, permissionOf } = pairPermissions(turn.parts);
 * shown.map((part) => <ThreadPart node={part} permission={permissionOf.get(part.id)} />);
 */
export function pairPermissions(parts: readonly ViewNode[]): PairedParts {
  const relays = parts.filter((part) => part.content.kind === "relay");
  if (relays.length === 0) return { parts, permissionOf: NONE };
  const callByToolCallId = new Map<string, ViewNode>();
  for (const part of parts)
    if (part.content.kind === "tool_call") callByToolCallId.set(part.content.toolCallId, part);
  const permissionOf = new Map<string, ViewNode>();
  const paired = new Set<ViewNode>();
  for (const relay of relays) {
    if (relay.content.kind !== "relay") continue;
    const call = callByToolCallId.get(relay.content.toolCallId);
    // The latest request wins when a call was asked about twice.
    if (call) {
      permissionOf.set(call.id, relay);
      paired.add(relay);
    }
  }
  if (paired.size === 0) return { parts, permissionOf: NONE };
  return { parts: parts.filter((part) => !paired.has(part)), permissionOf };
}
