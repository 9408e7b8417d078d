import { useId, useMemo, useState } from "react";

/** Props of {@link PermissionPromptParameters}, and of any `components.Parameters` replacement. */
export interface PermissionPromptParametersProps {
  /** The tool the agent wants to run. */
  tool: string;
  /** The parameters it wants to run the tool with. */
  params: Readonly<Record<string, unknown>>;
}

const limits = { characters: 240, entries: 20, depth: 6, lines: 16 } as const;

interface Clipping {
  truncated: boolean;
}

function clipString(value: string, clipping: Clipping): string {
  if (value.length <= limits.characters) return value;
  clipping.truncated = true;
  return `${value.slice(0, limits.characters)}… (${value.length - limits.characters} more characters)`;
}

function clipEntries(value: object, depth: number, clipping: Clipping): unknown {
  if (depth >= limits.depth) {
    clipping.truncated = true;
    return Array.isArray(value) ? "[…]" : "{…}";
  }
  if (Array.isArray(value)) {
    const kept: unknown[] = value
      .slice(0, limits.entries)
      .map((item) => clip(item, depth + 1, clipping));
    if (value.length > limits.entries) {
      clipping.truncated = true;
      kept.push(`… ${value.length - limits.entries} more items`);
    }
    return kept;
  }
  const kept: Record<string, unknown> = {};
  let count = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (count++ === limits.entries) {
      clipping.truncated = true;
      kept["…"] = "more keys";
      break;
    }
    kept[key] = clip((value as Record<string, unknown>)[key], depth + 1, clipping);
  }
  return kept;
}

function clip(value: unknown, depth: number, clipping: Clipping): unknown {
  if (typeof value === "string") return clipString(value, clipping);
  if (typeof value === "bigint") return value.toString();
  if (typeof value !== "object" || value === null) return value;
  return clipEntries(value, depth, clipping);
}

function stringify(value: unknown): string {
  try {
    return (
      JSON.stringify(
        value,
        (_key, item) => (typeof item === "bigint" ? item.toString() : item),
        2,
      ) ?? String(value)
    );
  } catch {
    return String(value);
  }
}

/** The parameters as pretty JSON: clipped to a short preview unless `full`. */
function parametersText(
  params: Readonly<Record<string, unknown>>,
  full: boolean,
): { text: string; truncated: boolean } {
  if (full) return { text: stringify(params), truncated: false };
  const clipping: Clipping = { truncated: false };
  const lines = stringify(clip(params, 0, clipping)).split("\n");
  if (lines.length <= limits.lines)
    return { text: lines.join("\n"), truncated: clipping.truncated };
  return { text: `${lines.slice(0, limits.lines).join("\n")}\n…`, truncated: true };
}

/**
 * Shows a permission request's parameters as pretty JSON, wrapped, with long values and
 * deep or wide structures clipped until the user asks to see everything.
 * @example
 * <PermissionPromptParameters tool="exec" params={{ command: "rm -rf build" }} />
 */
export function PermissionPromptParameters({ params }: PermissionPromptParametersProps) {
  const [full, setFull] = useState(false);
  const id = useId();
  const { text, truncated } = useMemo(() => parametersText(params, full), [params, full]);
  if (text === "{}") {
    return <p className="tl-permission-prompt__no-parameters">No parameters</p>;
  }
  return (
    <div className="tl-permission-prompt__parameters">
      <pre id={id} className="tl-permission-prompt__json">
        <code>{text}</code>
      </pre>
      {(truncated || full) && (
        <button
          type="button"
          className="tl-permission-prompt__expand"
          aria-expanded={full}
          aria-controls={id}
          onClick={() => setFull(!full)}
        >
          {full ? "Show less" : "Show all parameters"}
        </button>
      )}
    </div>
  );
}
