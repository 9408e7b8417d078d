import { useId } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { PendingRelay } from "../../core/projections/pendingRelays.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { NAME_LIMIT, shortLabel } from "../shortLabel.js";

/** Props of {@link PermissionInboxItem}, and of any `components.Item` replacement. */
export interface PermissionInboxItemProps {
  /** The request and the agents it comes from. */
  request: PendingRelay;
  /** Called with the relay id and the decision. */
  onRespond: (relayId: string, decision: RelayDecision) => void;
  /** The inbox's own labels, over the nearest `LabelsProvider`'s. */
  labels?: Partial<ThreadlineLabels> | undefined;
}

const previewLength = 160;

function shortValue(value: unknown, listItems: (count: number) => string): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, previewLength));
  if (typeof value === "bigint") return value.toString();
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? listItems(value.length) : "{…}";
}

/**
 * The parameters on one line: `key: value` pairs, cut to a fixed length; `listItems` says
 * what stands for a list.
 */
export function parametersPreview(
  params: Readonly<Record<string, unknown>>,
  listItems: (count: number) => string,
): string {
  const parts: string[] = [];
  let length = 0;
  for (const key in params) {
    if (!Object.hasOwn(params, key)) continue;
    const part = `${key}: ${shortValue(params[key], listItems)}`;
    parts.push(part);
    length += part.length + 2;
    if (length > previewLength) break;
  }
  const line = parts.join(", ");
  return line.length > previewLength ? `${line.slice(0, previewLength - 1)}…` : line;
}

/**
 * One pending request in the {@link PermissionInbox}: who asks, the tool, a one-line preview
 * of its parameters, and Allow / Deny.
 * @example
 * <PermissionInboxItem request={pendingRelays(graph)[0]} onRespond={respond} />
 */
export function PermissionInboxItem({ request, onRespond, labels }: PermissionInboxItemProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const id = useId();
  const { relay } = request;
  const agents = request.agentPath.map((agent) => shortLabel(agent, NAME_LIMIT)).join(" › ");
  const tool = shortLabel(relay.tool, NAME_LIMIT);
  return (
    <li className="tl-permission-inbox__item">
      <div className="tl-permission-inbox__request" id={id}>
        {agents !== "" && (
          <bdi className="tl-permission-inbox__agents" title={agents}>
            {agents}
          </bdi>
        )}
        <code className="tl-permission-inbox__tool" title={tool}>
          {tool}
        </code>
        <bdi className="tl-permission-inbox__preview">
          {parametersPreview(relay.params, (count) =>
            text.permissionInboxListItems(count, format.count(count)),
          )}
        </bdi>
      </div>
      <div className="tl-permission-inbox__actions">
        <button
          type="button"
          className="tl-permission-inbox__action"
          data-decision="allow"
          aria-describedby={id}
          onClick={() => onRespond(relay.id, "allow")}
        >
          {text.permissionInboxAllow}
        </button>
        <button
          type="button"
          className="tl-permission-inbox__action"
          data-decision="deny"
          aria-describedby={id}
          onClick={() => onRespond(relay.id, "deny")}
        >
          {text.permissionInboxDeny}
        </button>
      </div>
    </li>
  );
}
