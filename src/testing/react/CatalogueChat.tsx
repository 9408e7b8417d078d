import { useMemo } from "react";
import { Chat, type ChatProps } from "../../components/Chat/Chat.js";
import type { CatalogueEntry } from "../catalogue/CatalogueEntry.js";
import { catalogueStore, codeLanguages } from "../catalogue/catalogueStore.js";
import { Deterministic } from "./Deterministic.js";

/** Props of `CatalogueChat`: an entry, and any `Chat` prop but its store. */
export interface CatalogueChatProps extends Omit<ChatProps, "store" | "onSend"> {
  /** The state to show. */
  readonly entry: CatalogueEntry;
  /** Sends the user's message. @default a function that does nothing */
  readonly onSend?: ChatProps["onSend"];
}

const ignore = () => {};

/**
 * `Chat` over a catalogue entry, drawn the same on every run (`Deterministic`, with the
 * grammars of the entry's code blocks, and the recording's durations).
 * @example
 * <CatalogueChat entry={entry} tools={{ weather: { render: WeatherCard } }} />
 */
export function CatalogueChat({ entry, onSend = ignore, ...props }: CatalogueChatProps) {
  const store = useMemo(() => catalogueStore(entry), [entry]);
  const languages = useMemo(() => codeLanguages(entry), [entry]);
  return (
    <Deterministic languages={languages}>
      <Chat store={store} onSend={onSend} {...props} />
    </Deterministic>
  );
}
