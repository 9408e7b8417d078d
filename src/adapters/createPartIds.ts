/** The kinds of streamed parts whose provider ids are mapped to node ids. @internal */
export type PartKind = "text" | "reasoning";

/** Node ids for a provider's text and reasoning parts within one run. @internal */
export interface PartIds {
  /** The node id of a part, opening the part (with a fresh id if the provider reused a closed one). */
  idOf(kind: PartKind, providerId: string): string;
  /** Closes a part: a later part with the same provider id gets a new node. */
  end(kind: PartKind, providerId: string): void;
}

/**
 * Maps the provider's part ids to node ids named by `nodeId`, counting up (`#2`, `#3`) when a
 * provider reuses a closed id, as the AI SDK does with block indexes in every step.
 * @example
 * const parts = createPartIds((kind, id) => `r1:${kind}:${id}`);
 * parts.idOf("text", "0"); // "r1:text:0"
 * @internal
 */
export function createPartIds(nodeId: (kind: PartKind, providerId: string) => string): PartIds {
  const open = new Map<string, string>();
  const used = new Set<string>();
  return {
    idOf(kind, providerId) {
      const key = `${kind}:${providerId}`;
      const current = open.get(key);
      if (current !== undefined) return current;
      const first = nodeId(kind, providerId);
      let id = first;
      for (let count = 2; used.has(id); count++) id = `${first}#${count}`;
      used.add(id);
      open.set(key, id);
      return id;
    },
    end(kind, providerId) {
      open.delete(`${kind}:${providerId}`);
    },
  };
}
