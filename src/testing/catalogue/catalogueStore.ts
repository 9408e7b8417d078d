import type { ConversationStore } from "../../core/store/ConversationStore.js";
import { createConversationStore } from "../../core/store/createConversationStore.js";
import type { CatalogueEntry } from "./CatalogueEntry.js";

/**
 * A store holding a catalogue entry's conversation, its events stamped with the times of the
 * recording: views show the durations the entry recorded (how long the model thought, a
 * tool ran), the same on every run, never the time the test happened to take.
 * @example
 * const [entry] = stateCatalogue({ names: ["reasoning-done"] });
 * render(<Chat store={catalogueStore(entry)} onSend={() => {}} />);
 */
export function catalogueStore(entry: CatalogueEntry): ConversationStore {
  if (typeof entry !== "object" || entry === null || !Array.isArray(entry.recording))
    throw new TypeError("entry: expected a catalogue entry, with its recording");
  const store = createConversationStore({ batch: "sync", clock: () => 0 });
  store.dispatch(
    entry.recording.map((recorded) => recorded.event),
    entry.recording.map((recorded) => recorded.at),
  );
  return store;
}

const FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/gm;

/**
 * The languages of the fenced code blocks in an entry's messages, for loading their grammars
 * before the first paint. @internal
 */
export function codeLanguages(entry: CatalogueEntry): string[] {
  const languages = new Set<string>();
  for (const node of entry.graph.nodes.values()) {
    const content = "content" in node ? node.content : undefined;
    if (typeof content !== "string") continue;
    for (const match of content.matchAll(FENCE)) languages.add((match[1] as string).toLowerCase());
  }
  return [...languages].sort();
}
