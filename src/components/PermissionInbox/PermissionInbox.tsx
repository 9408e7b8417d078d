import { ShieldAlert } from "lucide-react";
import { type ComponentType, useEffect, useMemo, useRef, useState } from "react";
import type { RelayDecision } from "../../core/graph/GraphEvent.js";
import type { PendingRelay } from "../../core/projections/pendingRelays.js";
import type { Formatters } from "../labels/formattersFor.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";
import { PermissionInboxItem, type PermissionInboxItemProps } from "./PermissionInboxItem.js";

/** The parts {@link PermissionInbox} renders, each replaceable through `components`. */
export interface PermissionInboxComponents {
  /** One request of the list; render an `<li>`. @default PermissionInboxItem */
  readonly Item: ComponentType<PermissionInboxItemProps>;
}

/** Props of {@link PermissionInbox}. */
export interface PermissionInboxProps {
  /** The requests waiting for a decision, from `pendingRelays(graph)` or `useRelays()`. */
  pending: readonly PendingRelay[];
  /** Called with the relay id and the decision, once per request (also for "Allow all"). */
  onRespond: (relayId: string, decision: RelayDecision) => void;
  /** The name of the bar's region landmark. @default the `permissionInbox` label, "Pending permission requests" */
  label?: string;
  /** Extra class names for the root element, after `tl-permission-inbox`. */
  className?: string;
  /** Parts to use instead of the defaults. */
  components?: Partial<PermissionInboxComponents>;
  /** Labels over the nearest `LabelsProvider`'s (or `defaultLabels`). */
  labels?: Partial<ThreadlineLabels> | undefined;
}

const defaultComponents: PermissionInboxComponents = { Item: PermissionInboxItem };

const noRequests: readonly PendingRelay[] = [];

function arrivalMessage(
  requests: readonly PendingRelay[],
  text: ThreadlineLabels,
  format: Formatters,
): string {
  const [only] = requests;
  if (only === undefined) return "";
  if (requests.length === 1)
    return text.permissionInboxRequested(only.relay.tool, only.agentPath.join(" › "));
  const tools = format.list(requests.map(({ relay }) => relay.tool));
  return text.permissionInboxRequestedSeveral(
    requests.length,
    format.count(requests.length),
    tools,
  );
}

/** What to announce: the requests that arrived since the last render, said once. */
function useArrivals(pending: readonly PendingRelay[]): readonly PendingRelay[] {
  const seen = useRef<ReadonlySet<string>>(new Set());
  const [arrivals, setArrivals] = useState(noRequests);
  useEffect(() => {
    const arrived = pending.filter(({ relay }) => !seen.current.has(relay.id));
    seen.current = new Set(pending.map(({ relay }) => relay.id));
    if (pending.length === 0) setArrivals(noRequests);
    else if (arrived.length > 0) setArrivals(arrived);
  }, [pending]);
  return arrivals;
}

/**
 * A sticky bar of the permission requests waiting for the user, from any depth of subagents:
 * each with its agent path, tool and a one-line preview of the parameters, Allow and Deny, and
 * "Allow all" / "Deny all" when there are several. Renders nothing when none wait; new requests
 * are announced politely. The root carries `data-state` `single` or `several`.
 *
 * @example
 * ```tsx
 * const { pending, respond } = useRelays({ onRespond: post });
 * return <PermissionInbox pending={pending} onRespond={respond} />;
 * ```
 */
export function PermissionInbox({
  pending,
  onRespond,
  label,
  className,
  components,
  labels,
}: PermissionInboxProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const root = useRef<HTMLElement>(null);
  const arrivals = useArrivals(pending);
  const parts = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  if (pending.length === 0) return null;

  const several = pending.length > 1;
  const respond = (relayId: string, decision: RelayDecision) => {
    // The answered item leaves the list; keep keyboard focus inside the bar.
    if (root.current?.contains(document.activeElement)) root.current.focus();
    onRespond(relayId, decision);
  };
  const respondAll = (decision: RelayDecision) => {
    for (const { relay } of pending) respond(relay.id, decision);
  };
  return (
    <section
      ref={root}
      tabIndex={-1}
      aria-label={label ?? text.permissionInbox}
      className={className ? `tl-permission-inbox ${className}` : "tl-permission-inbox"}
      data-state={several ? "several" : "single"}
    >
      <div className="tl-permission-inbox__header">
        <ShieldAlert className="tl-permission-inbox__icon" size={16} aria-hidden />
        <p className="tl-permission-inbox__title">
          {text.permissionInboxWaiting(pending.length, format.count(pending.length))}
        </p>
        {several && (
          <div className="tl-permission-inbox__actions">
            <button
              type="button"
              className="tl-permission-inbox__action"
              data-decision="allow"
              onClick={() => respondAll("allow")}
            >
              {text.permissionInboxAllowAll}
            </button>
            <button
              type="button"
              className="tl-permission-inbox__action"
              data-decision="deny"
              onClick={() => respondAll("deny")}
            >
              {text.permissionInboxDenyAll}
            </button>
          </div>
        )}
      </div>
      <ul className="tl-permission-inbox__list">
        {pending.map((request) => (
          <parts.Item
            key={request.relay.id}
            request={request}
            onRespond={respond}
            labels={labels}
          />
        ))}
      </ul>
      <p className="tl-visually-hidden" role="status">
        {arrivalMessage(arrivals, text, format)}
      </p>
    </section>
  );
}
