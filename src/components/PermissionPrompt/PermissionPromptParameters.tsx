import { useId, useMemo, useState } from "react";
import type { Formatters } from "../labels/formattersFor.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of {@link PermissionPromptParameters}, and of any `components.Parameters` replacement. */
export interface PermissionPromptParametersProps {
  /** The tool the agent wants to run. */
  tool: string;
  /** The parameters it wants to run the tool with. */
  params: Readonly<Record<string, unknown>>;
  /** Labels over the provider's (or the defaults). */
  labels?: Partial<ThreadlineLabels> | undefined;
}

const limits = { characters: 240, entries: 20, depth: 6, lines: 16 } as const;

interface Clipping {
  truncated: boolean;
  readonly words: ThreadlineLabels;
  readonly format: Formatters;
}

function clipString(value: string, clipping: Clipping): string {
  if (value.length <= limits.characters) return value;
  clipping.truncated = true;
  const more = value.length - limits.characters;
  const note = clipping.words.permissionMoreCharacters(more, clipping.format.count(more));
  return `${value.slice(0, limits.characters)}… (${note})`;
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
      const more = value.length - limits.entries;
      kept.push(`… ${clipping.words.permissionMoreItems(more, clipping.format.count(more))}`);
    }
    return kept;
  }
  const kept: Record<string, unknown> = {};
  let count = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (count++ === limits.entries) {
      clipping.truncated = true;
      kept["…"] = clipping.words.permissionMoreKeys;
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
  words: ThreadlineLabels,
  format: Formatters,
): { text: string; truncated: boolean } {
  if (full) return { text: stringify(params), truncated: false };
  const clipping: Clipping = { truncated: false, words, format };
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
export function PermissionPromptParameters({ params, labels }: PermissionPromptParametersProps) {
  const words = useLabels(labels);
  const format = useFormatters();
  const [full, setFull] = useState(false);
  const id = useId();
  const { text, truncated } = useMemo(
    () => parametersText(params, full, words, format),
    [params, full, words, format],
  );
  if (text === "{}") {
    return <p className="tl-permission-prompt__no-parameters">{words.permissionNoParameters}</p>;
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
          {full ? words.permissionShowLess : words.permissionShowAllParameters}
        </button>
      )}
    </div>
  );
}
